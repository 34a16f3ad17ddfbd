import type { Challenge } from '@app/contract/challenges';
import {
  fetchChallenge,
  fetchChallengeBoard,
  joinChallenge,
  listChallenges,
  listEvents,
} from '@app/sdk/calls/challenges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { challengeKeys } from '../../../lib/query-keys';
import { eventKeys } from './keys';

/** The challenges a member can join, and their own recently ended ones. */
export function useChallenges() {
  return useQuery({
    queryKey: challengeKeys.list,
    queryFn: ({ signal }) => listChallenges(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

/** One challenge, with the member's progress. */
export function useChallenge(id: number) {
  return useQuery({
    queryKey: challengeKeys.one(id),
    queryFn: ({ signal }) => fetchChallenge(sdkClient(), id, { signal }),
    enabled: id > 0,
  });
}

/** Its leaderboard: the top 50 and the member's own place. */
export function useChallengeBoard(id: number) {
  return useQuery({
    queryKey: challengeKeys.board(id),
    queryFn: ({ signal }) => fetchChallengeBoard(sdkClient(), id, { signal }),
    enabled: id > 0,
  });
}

/** Sponsors' events still to start, the soonest first. */
export function useEvents() {
  return useQuery({
    queryKey: eventKeys.list,
    queryFn: ({ signal }) => listEvents(sdkClient(), { pageSize: 20 }, { signal }),
    select: (answer) => answer.data,
  });
}

/** Joining: the challenge's view comes back with the member in it; lists read again. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => joinChallenge(sdkClient(), id),
    onSuccess: (joined: Challenge) => {
      queryClient.setQueryData(challengeKeys.one(joined.id), joined);
      return queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    },
  });
}
