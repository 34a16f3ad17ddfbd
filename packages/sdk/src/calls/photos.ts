import type { Paged } from '@app/contract/paging';
import type { photo } from '@app/contract/users';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { UploadFile } from '../http/form-data.js';
import type { CallOptions, UploadOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';
import { signedInUser } from './signed-in-user.js';

export type Photo = ContractShape<typeof photo>;

/**
 * `POST /user/{id}/photo`: adds a photo to the signed-in user's gallery (field `photo`), with
 * progress from 0 to 100. Throws 'no user logged' without one.
 * @example const { id } = await addPhoto(client, file, { onProgress: setProgress });
 */
export async function addPhoto(
  client: Client,
  photo: UploadFile,
  options: UploadOptions = {},
): Promise<Photo> {
  const { id } = signedInUser(client);
  return client.request({ method: 'POST', path: `/user/${id}/photo`, body: { photo }, ...options });
}

/**
 * `POST /user/{id}/photo/{photoId}`: replaces one of the signed-in user's photos. Throws 'no
 * user logged' without one.
 * @example await replacePhoto(client, 31, file);
 */
export async function replacePhoto(
  client: Client,
  photoId: number,
  photo: UploadFile,
  options: UploadOptions = {},
): Promise<Photo> {
  const { id } = signedInUser(client);
  return client.request({
    method: 'POST',
    path: `/user/${id}/photo/${photoId}`,
    body: { photo },
    ...options,
  });
}

/**
 * `DELETE /photo/{id}`: deletes one of the signed-in user's photos. Throws 'no user logged'
 * without one.
 * @example await deletePhoto(client, 31);
 */
export async function deletePhoto(
  client: Client,
  photoId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  signedInUser(client);
  return client.request({ method: 'DELETE', path: `/photo/${photoId}`, ...options });
}

/**
 * `GET /photo/{id}`: a photo as a PNG Blob.
 * @example const blob = await fetchPhoto(client, 31);
 */
export function fetchPhoto(
  client: Client,
  photoId: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/photo/${photoId}`,
    responseType: 'blob',
    ...options,
  });
}

/**
 * `GET /user/{id}/photo` (paged): a user's photos (`{ id, createdAt }`).
 * @example const { data } = await listPhotos(client, user.id, { page: 1, pageSize: 12 });
 */
export function listPhotos(
  client: Client,
  userId: number,
  query: { page?: number; pageSize?: number } = {},
  options: CallOptions = {},
): Promise<Paged<Photo>> {
  return client.request({ method: 'GET', path: `/user/${userId}/photo`, query, ...options });
}
