import { createChallenge, listAllChallenges } from '@app/sdk/calls/challenges';
import type { CreateChallengeFields } from '@app/sdk/calls/challenges';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { sponsorKeys } from './keys';

export const challengesQueryOptions = () =>
  queryOptions({
    queryKey: sponsorKeys.challenges,
    queryFn: ({ signal }) => listAllChallenges(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });

/** `GET /admin/challenges`: every challenge, the newest first. */
export const useChallenges = () => useQuery(challengesQueryOptions());

/** `POST /admin/challenges`: a new challenge; the list is read again. */
export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CreateChallengeFields) => createChallenge(sdkClient(), fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.challenges }),
  });
}
