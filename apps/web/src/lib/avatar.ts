import { fetchAvatar } from '@app/sdk/calls/avatar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useOnVisible } from '../hooks/use-on-visible';
import { sdkClient } from './sdk-client';
import { pictureKeys } from './query-keys';

export type AvatarOwner = { id: number; avatarUpdatedAt: string | null };

/** `GET /user/{id}/avatar`: the picture as a Blob. */
export function getAvatar(userId: number, { signal }: { signal?: AbortSignal } = {}) {
  return fetchAvatar(sdkClient(), userId, { signal });
}

/**
 * The avatar as an object URL. The call needs the bearer token, so an `<img src>` pointing at
 * the API would not do. Keyed by the upload time, so a new picture is a new entry; the one
 * URL per picture lives as long as the page, which is cheaper than tracking who still shows it.
 */
export function avatarQueryOptions(user: AvatarOwner) {
  return queryOptions({
    queryKey: pictureKeys.avatar(user.id, user.avatarUpdatedAt),
    queryFn: async ({ signal }) => URL.createObjectURL(await getAvatar(user.id, { signal })),
    enabled: user.avatarUpdatedAt !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Nothing to watch: the avatar loads at once. */
const NO_TARGET: RefObject<Element | null> = { current: null };

/**
 * The user's avatar, or undefined while there is none (no picture, not loaded yet, failed):
 * the first letter of the name shows instead (spec, section 3). With `near`, the picture is
 * fetched once that element comes within half a screen of the viewport: a list of twenty
 * plans showed three, and fetched and decoded twenty pictures on a phone's first screen
 * (issue 39). One already loaded shows at once either way.
 */
export function useAvatarUrl(
  user: AvatarOwner,
  near?: RefObject<Element | null>,
): string | undefined {
  const [wanted, setWanted] = useState(
    near === undefined || typeof IntersectionObserver === 'undefined',
  );
  useOnVisible(near ?? NO_TARGET, () => setWanted(true), {
    enabled: !wanted,
    rootMargin: '50%',
  });
  const options = avatarQueryOptions(user);
  return useQuery({ ...options, enabled: wanted && options.enabled }).data;
}
