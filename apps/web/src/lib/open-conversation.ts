import type { Conversation } from '@app/contract/conversations';
import { openConversation } from '@app/sdk/calls/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { conversationKeys } from './query-keys';

/** `POST /user/{id}/conversation`: opens (or finds) the private conversation. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => openConversation(sdkClient(), userId),
    onSuccess: (conversation: Conversation) => {
      queryClient.setQueryData(conversationKeys.one(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list });
    },
  });
}
