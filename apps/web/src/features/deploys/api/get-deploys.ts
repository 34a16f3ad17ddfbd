import { listDeploys } from '@app/sdk/calls/deploy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { deployKeys } from './keys';

/** Past deploys are shown ten at a time, newest first. */
export const DEPLOYS_PAGE_SIZE = 10;

/** `GET /admin/deploy` (staff, paged). */
export function getDeploys({ page, signal }: { page: number; signal?: AbortSignal }) {
  return listDeploys(sdkClient(), { page, pageSize: DEPLOYS_PAGE_SIZE }, { signal });
}

export function deploysQueryOptions(page = 1) {
  return queryOptions({
    queryKey: deployKeys.page(page, DEPLOYS_PAGE_SIZE),
    queryFn: ({ signal }) => getDeploys({ page, signal }),
    // Paging keeps the table in place while the next page comes.
    placeholderData: keepPreviousData,
  });
}

export function useDeploys(page: number) {
  return useQuery(deploysQueryOptions(page));
}
