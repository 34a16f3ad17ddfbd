import type { Activity } from '@app/contract/activities';
import type { CappedPaged } from '@app/contract/paging';
import { listActivities } from '@app/sdk/calls/activities';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { listQuery, type QueryContext } from '../discover/discover-query';
import { toSearchParams, type DiscoverSearch } from '../discover/discover-search';
import { activityKeys } from '../../../lib/query-keys';

/** Plans per page of Descubrir's list. */
export const DISCOVER_PAGE_SIZE = 20;

/** A page, with the moment its list was first asked for (the "ahora" window is fixed there). */
type DiscoverPage = CappedPaged<Activity> & { asked: number };
type PageParam = { page: number; asked?: number };

/**
 * `GET /activity`, page after page, for a search (soonest or nearest first, as it asks). The
 * key is the search's address, so going back to it finds its pages where they were.
 */
export function discoverQueryOptions(search: DiscoverSearch, context: QueryContext) {
  return infiniteQueryOptions({
    queryKey: activityKeys.discover(toSearchParams(search).toString(), context.home?.id ?? 0),
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam, signal }): Promise<DiscoverPage> => {
      const asked = pageParam.asked ?? Date.now();
      const page = await listActivities(
        sdkClient(),
        {
          ...listQuery(search, context, asked),
          page: pageParam.page,
          pageSize: DISCOVER_PAGE_SIZE,
        },
        { signal },
      );
      return { ...page, asked };
    },
    getNextPageParam: (last): PageParam | undefined =>
      last.current_page < last.last_page
        ? { page: last.current_page + 1, asked: last.asked }
        : undefined,
  });
}

/** The list of a search; while a new search loads, the last one's plans stay, dimmed. */
export const useDiscover = (search: DiscoverSearch, context: QueryContext) =>
  useInfiniteQuery({ ...discoverQueryOptions(search, context), placeholderData: keepPreviousData });

/**
 * The "ahora" feed: the first page of the list of `nowSearch` (discover-search.ts), the very
 * query the list below reads when its button opens it, so both say one count. Asked again
 * each minute while the page is open: "ahora" moves with the clock.
 */
export const useNowFeed = (search: DiscoverSearch, context: QueryContext) =>
  useInfiniteQuery({
    ...discoverQueryOptions(search, context),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
