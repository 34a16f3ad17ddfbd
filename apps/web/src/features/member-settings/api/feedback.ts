import { listMyFeedback, sendFeedback } from '@app/sdk/calls/feedback';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { feedbackKeys } from './keys';

/** `GET /marketing?byMe=1`: what this member has said about the app, newest first. */
export function myFeedbackQueryOptions() {
  return queryOptions({
    queryKey: feedbackKeys.mine,
    queryFn: ({ signal }) => listMyFeedback(sdkClient(), { pageSize: 20 }, { signal }),
  });
}

export const useMyFeedback = () => useQuery(myFeedbackQueryOptions());

/** `POST /marketing` with the stars and the words; the list above refreshes. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: { stars: number; description: string }) =>
      sendFeedback(sdkClient(), fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine }),
  });
}
