import type { Conversation } from '@app/contract/conversations';
import { openConversation } from '@app/sdk/calls/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from './query-keys';
import { sdkClient } from './sdk-client';

/** `POST /user/{id}/conversation`: opens (or finds) the private conversation. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => openConversation(sdkClient(), userId),
    onSuccess: (conversation: Conversation) => {
      queryClient.setQueryData([...CONVERSATIONS_KEY, 'one', conversation.id], conversation);
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, 'list'] });
    },
  });
}
