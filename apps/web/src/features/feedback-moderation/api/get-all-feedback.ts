import type { Paged } from '@app/contract/paging';
import type { OwnFeedback } from '@app/sdk/calls/feedback';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { staffFeedbackKeys } from './keys';

export const FEEDBACK_PAGE_SIZE = 10;

/**
 * `GET /marketing` without `byMe`: for general staff, everyone's feedback, published or not.
 * The SDK's `listMyFeedback` always asks for one's own, so its transport is used directly.
 */
export function getAllFeedback({ page, signal }: { page: number; signal?: AbortSignal }) {
  return sdkClient().request<Paged<OwnFeedback>>({
    method: 'GET',
    path: '/marketing',
    query: { page, pageSize: FEEDBACK_PAGE_SIZE },
    signal,
  });
}

export function allFeedbackQueryOptions(page = 1) {
  return queryOptions({
    queryKey: staffFeedbackKeys.page(page, FEEDBACK_PAGE_SIZE),
    queryFn: ({ signal }) => getAllFeedback({ page, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAllFeedback(page: number) {
  return useQuery(allFeedbackQueryOptions(page));
}
