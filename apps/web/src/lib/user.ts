import type { OwnUser, PublicUser } from '@app/contract/users';
import { getUser } from '@app/sdk/calls/users';
import { queryOptions } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { userKeys } from './query-keys';

/** `GET /user/{id}`: another member's public profile (one's own comes with contact data). */
export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }): Promise<OwnUser | PublicUser> => getUser(sdkClient(), id, { signal }),
  });
}
