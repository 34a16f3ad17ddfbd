import type { Challenge } from '@app/contract/challenges';
import {
  fetchChallenge,
  fetchChallengeBoard,
  joinChallenge,
  listChallenges,
  listEvents,
} from '@app/sdk/calls/challenges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHALLENGES_KEY } from '../../../lib/query-keys';
import { sdkClient } from '../../../lib/sdk-client';

/** The challenges a member can join, and their own recently ended ones. */
export function useChallenges() {
  return useQuery({
    queryKey: [...CHALLENGES_KEY, 'list'],
    queryFn: ({ signal }) => listChallenges(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

/** One challenge, with the member's progress. */
export function useChallenge(id: number) {
  return useQuery({
    queryKey: [...CHALLENGES_KEY, id],
    queryFn: ({ signal }) => fetchChallenge(sdkClient(), id, { signal }),
    enabled: id > 0,
  });
}

/** Its leaderboard: the top 50 and the member's own place. */
export function useChallengeBoard(id: number) {
  return useQuery({
    queryKey: [...CHALLENGES_KEY, id, 'board'],
    queryFn: ({ signal }) => fetchChallengeBoard(sdkClient(), id, { signal }),
    enabled: id > 0,
  });
}

/** Sponsors' events still to start, the soonest first. */
export function useEvents() {
  return useQuery({
    queryKey: ['events'],
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
      queryClient.setQueryData([...CHALLENGES_KEY, joined.id], joined);
      return queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
    },
  });
}
