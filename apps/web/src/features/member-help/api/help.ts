import type { HelpRequest } from '@app/contract/help';
import { listHelpMessages, sendHelpMessage } from '@app/sdk/calls/help';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { helpKeys } from './keys';

/** `GET /help`: what this member wrote to the team, newest first, and whether it was handled. */
export function myHelpMessagesQueryOptions() {
  return queryOptions({
    queryKey: helpKeys.mine,
    queryFn: ({ signal }) => listHelpMessages(sdkClient(), { pageSize: 20 }, { signal }),
  });
}

export const useMyHelpMessages = () => useQuery(myHelpMessagesQueryOptions());

/** `POST /help`: a topic and the member's words; the list of their messages refreshes. */
export function useSendHelpMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: HelpRequest) => sendHelpMessage(sdkClient(), fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.mine }),
  });
}
