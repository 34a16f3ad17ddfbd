import type { OwnUser } from '@app/contract/users';
import type { Client } from '../client.js';
import type { UploadFile } from '../http/form-data.js';
import type { CallOptions, UploadOptions } from './call-options.js';
import { signedInUser } from './signed-in-user.js';

/**
 * `POST /user/{id}/avatar`: uploads the signed-in user's avatar (field `avatar`) with progress
 * from 0 to 100, and puts the answered user in the session. Throws 'no user logged' without
 * one.
 * @example await uploadAvatar(client, file, { onProgress: (percent) => setProgress(percent) });
 */
export async function uploadAvatar(
  client: Client,
  avatar: UploadFile,
  options: UploadOptions = {},
): Promise<OwnUser> {
  const { id } = signedInUser(client);
  const user = await client.request<OwnUser>({
    method: 'POST',
    path: `/user/${id}/avatar`,
    body: { avatar },
    ...options,
  });
  client.session.update({ user });
  return user;
}

/**
 * `DELETE /user/{id}/avatar`: removes the signed-in user's avatar. Throws 'no user logged'
 * without one.
 * @example await deleteAvatar(client);
 */
export async function deleteAvatar(client: Client, options: CallOptions = {}): Promise<OwnUser> {
  const { id } = signedInUser(client);
  const user = await client.request<OwnUser>({
    method: 'DELETE',
    path: `/user/${id}/avatar`,
    ...options,
  });
  client.session.update({ user });
  return user;
}

/**
 * `GET /user/{id}/avatar`: a user's avatar as a PNG Blob (404 when there is none: show the
 * first letter of the name instead).
 * @example img.src = URL.createObjectURL(await fetchAvatar(client, user.id));
 */
export function fetchAvatar(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/user/${userId}/avatar`,
    responseType: 'blob',
    ...options,
  });
}
