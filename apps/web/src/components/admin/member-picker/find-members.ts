import { findMembers } from '@app/sdk/calls/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { finderTerm } from './member-texts';
import { memberFinderKeys } from './keys';

export const memberFinderQueryOptions = (typed: string) => {
  const q = finderTerm(typed);
  return queryOptions({
    queryKey: memberFinderKeys.find(q),
    queryFn: ({ signal }) => findMembers(sdkClient(), q, { signal }),
    enabled: q !== '',
    // While the next answer comes, the last one stays: the list does not blink at each key.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** `GET /admin/users?q=`: the members whose name, e-mail, phone or number match. */
export const useFindMembers = (typed: string) => useQuery(memberFinderQueryOptions(typed));
