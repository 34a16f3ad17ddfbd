import type { ApiInfo, Concept, Country, Texts } from '@app/contract/reference';
import { createReferenceData } from '@app/sdk/reference/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { referenceDataKeys } from './query-keys';

/** What staff pages read of the reference data: the API info and the cached lists. */
export type ReferenceSnapshot = {
  info: ApiInfo;
  countries: Country[];
  concepts: Concept[];
  texts: Texts;
};

/**
 * The SDK's reference data (spec, section 7): `/info`, then places, concepts and texts, each
 * from localStorage when its version has not changed. Protected pages load it first.
 */
export async function getReferenceData({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ReferenceSnapshot> {
  const reference = createReferenceData(sdkClient());
  const { info } = await reference.load({ signal });
  return {
    info,
    countries: reference.countries ?? [],
    concepts: reference.concepts ?? [],
    texts: reference.texts ?? {},
  };
}

export function referenceDataQueryOptions() {
  return queryOptions({
    queryKey: referenceDataKeys.all,
    queryFn: ({ signal }) => getReferenceData({ signal }),
  });
}

export function useReferenceData() {
  return useQuery(referenceDataQueryOptions());
}
