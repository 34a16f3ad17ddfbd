import { getActivity } from '@app/sdk/calls/activities';
import { answerPetition, listPetitionsToMe } from '@app/sdk/calls/petitions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';

const pendingKey = ['petitions', 'to-me'] as const;

/** `GET /petition?by=to_me`: requests to join the member's plans, still unanswered. */
export function usePendingRequests() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => listPetitionsToMe(sdkClient(), { pageSize: 50 }, { signal }),
  });
}

/** `GET /activity/{id}`: the plan a request is about. */
export function useActivity(id: number) {
  return useQuery({
    queryKey: ['activity', id],
    queryFn: ({ signal }) => getActivity(sdkClient(), id, { signal }),
  });
}

/**
 * `POST /petition/{id}` with "Aceptar" or "Rechazar"; the SDK's reducer lowers the bell's
 * count, and the list is asked again.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      answerPetition(sdkClient(), id, accept),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
  });
}
