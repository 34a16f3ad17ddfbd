import { getTexts } from '@app/sdk/calls/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { textKeys } from './keys';

/** `GET /text`: every interface text, keyed by tag; read fresh, not from the apps' cache. */
export function getAllTexts({ signal }: { signal?: AbortSignal } = {}) {
  return getTexts(sdkClient(), { signal });
}

export function textsQueryOptions() {
  return queryOptions({
    queryKey: textKeys.all,
    queryFn: ({ signal }) => getAllTexts({ signal }),
  });
}

export function useTexts() {
  return useQuery(textsQueryOptions());
}
