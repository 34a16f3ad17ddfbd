import { fetchGroupPicture } from '@app/sdk/calls/groups';
import { useQuery } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { pictureKeys } from './query-keys';

/** The group's picture as an object URL (the call needs the token), keyed by its upload. */
export function useGroupPictureUrl(group: { id: number; pictureUpdatedAt: string | null }) {
  return useQuery({
    queryKey: pictureKeys.group(group.id, group.pictureUpdatedAt),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await fetchGroupPicture(sdkClient(), group.id, { signal })),
    enabled: group.pictureUpdatedAt !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  }).data;
}
