import { listCoins } from '@app/sdk/calls/coins';
import { useInfiniteQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { coinKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 30;

/** The member's coins: the balance (on every page) and the history, newest first. */
export function useCoins() {
  return useInfiniteQuery({
    queryKey: coinKeys.all,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listCoins(sdkClient(), { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}
