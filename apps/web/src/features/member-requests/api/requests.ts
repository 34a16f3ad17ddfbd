import { getActivity } from '@app/sdk/calls/activities';
import { answerPetition, listPetitionsToMe } from '@app/sdk/calls/petitions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, chatKeys, petitionKeys } from '../../../lib/query-keys';

/** `GET /petition?by=to_me`: requests to join the member's plans, still unanswered. */
export function usePendingRequests() {
  return useQuery({
    queryKey: petitionKeys.toMe,
    queryFn: ({ signal }) => listPetitionsToMe(sdkClient(), { pageSize: 50 }, { signal }),
  });
}

/** `GET /activity/{id}`: the plan a request is about. */
export function useActivity(id: number) {
  return useQuery({
    queryKey: activityKeys.one(id),
    queryFn: ({ signal }) => getActivity(sdkClient(), id, { signal }),
  });
}

/**
 * `POST /petition/{id}` with "Aceptar" or "Rechazar"; the SDK's reducer lowers the bell's
 * count, and the list is asked again. An acceptance takes a place: the plan (its count of
 * places, who is going, its chat's "N personas") is asked again too, or the host would read
 * the count from before it while the new guest reads the one after.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      answerPetition(sdkClient(), id, accept),
    onSuccess: (answered) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: petitionKeys.toMe }),
        queryClient.invalidateQueries({ queryKey: activityKeys.one(answered.activity) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
        queryClient.invalidateQueries({ queryKey: chatKeys.list }),
      ]),
  });
}
