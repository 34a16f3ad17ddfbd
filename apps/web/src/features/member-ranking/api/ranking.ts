import { getMyRanking, getRanking } from '@app/sdk/calls/ranking';
import { useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { rankingKeys } from '../../../lib/query-keys';

export type BoardQuery = { city: number; discipline?: number; month?: string; page: number };

/** A page of a month's board in a city (and discipline), with the member's own row. */
export function useRanking(query: BoardQuery | undefined) {
  return useQuery({
    queryKey: rankingKeys.board(query),
    queryFn: ({ signal }) =>
      getRanking(
        sdkClient(),
        {
          city: query!.city,
          page: query!.page,
          pageSize: 50,
          ...(query!.discipline ? { discipline: query!.discipline } : {}),
          ...(query!.month ? { month: query!.month } : {}),
        },
        { signal },
      ),
    enabled: query !== undefined,
    placeholderData: (previous) => previous,
  });
}

/** The boards the member is on this month (their positions at a glance). */
export function useMyRanking() {
  return useQuery({
    queryKey: rankingKeys.mine,
    queryFn: ({ signal }) => getMyRanking(sdkClient(), {}, { signal }),
    select: (answer) => answer.data,
  });
}
