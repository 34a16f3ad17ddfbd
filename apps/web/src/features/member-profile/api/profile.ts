import { deleteAvatar, uploadAvatar } from '@app/sdk/calls/avatar';
import { addPhoto, deletePhoto, fetchPhoto, listPhotos, replacePhoto } from '@app/sdk/calls/photos';
import { updateUser, type UpdateUserFields } from '@app/sdk/calls/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { userQueryOptions } from '../../../lib/user';
import { photoKeys } from './keys';

export const useUser = (id: number) => useQuery({ ...userQueryOptions(id), enabled: id > 0 });

/** `GET /user/{id}/photo`: the gallery, every photo (at most 30 are kept). */
export function photosQueryOptions(userId: number) {
  return queryOptions({
    queryKey: photoKeys.of(userId),
    queryFn: ({ signal }) => listPhotos(sdkClient(), userId, { pageSize: 30 }, { signal }),
  });
}

export const usePhotos = (userId: number) => useQuery(photosQueryOptions(userId));

/**
 * A photo as an object URL (the call needs the bearer token). A photo id never changes its
 * picture (a replacement gets a new id), so one URL per id lives as long as the page.
 */
export function usePhotoUrl(photoId: number): string | undefined {
  return useQuery({
    queryKey: photoKeys.one(photoId),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await fetchPhoto(sdkClient(), photoId, { signal })),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  }).data;
}

/** `POST /user/{id}`: the SDK puts the answer in the session's user. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: UpdateUserFields }) =>
      updateUser(sdkClient(), id, fields),
  });
}

/** `POST /user/{id}/avatar` and `DELETE` it: the session's user gets the new `avatarUpdatedAt`. */
export function useAvatarChanges() {
  const upload = useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (percent: number) => void }) =>
      uploadAvatar(sdkClient(), file, onProgress ? { onProgress } : {}),
  });
  const remove = useMutation({ mutationFn: () => deleteAvatar(sdkClient()) });
  return { upload, remove };
}

/** Adding, replacing and deleting photos; the gallery refreshes after each. */
export function usePhotoChanges(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: photoKeys.of(userId) });
  const add = useMutation({
    mutationFn: (file: Blob) => addPhoto(sdkClient(), file),
    onSuccess: refresh,
  });
  const replace = useMutation({
    mutationFn: ({ photoId, file }: { photoId: number; file: Blob }) =>
      replacePhoto(sdkClient(), photoId, file),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (photoId: number) => deletePhoto(sdkClient(), photoId),
    onSuccess: refresh,
  });
  return { add, replace, remove };
}
