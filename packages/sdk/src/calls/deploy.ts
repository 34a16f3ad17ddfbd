import type { AppType, Deploy, deployVersion } from '@app/contract/deploys';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { UploadFile } from '../http/form-data.js';
import type { CallOptions, UploadOptions } from './call-options.js';

/** The deploy form (spec, section 3): `appType`, `version` and, except for sdk, the `file`. */
export type DeployFields = {
  appType: AppType;
  version: ContractShape<typeof deployVersion>;
  /** The build: an Android package for apk, a binary for ios; absent for sdk. */
  file?: UploadFile;
  /**
   * Staff confirm that a version lower than the current one becomes current. Without it such
   * an upload is refused with 409 (`ApiError.fieldError('version')` says which is current).
   */
  confirm_downgrade?: boolean;
};

/**
 * `POST /admin/deploy` (staff): uploads a build as multipart with progress from 0 to 100. The
 * text fields go before the file (the server streams it to storage); the file is left out for
 * `sdk`. Answers the recorded deploy (size, SHA-256…). A version lower than the current one
 * fails with 409 unless `confirm_downgrade` is true.
 * @example
 * await deploy(client, { appType: 'apk', file, version: '1.9.0' }, {
 *   onProgress: (percent) => setProgress(percent),
 * });
 * // Again, once staff confirmed going back to 1.8.0:
 * await deploy(client, { appType: 'apk', file, version: '1.8.0', confirm_downgrade: true });
 */
export function deploy(
  client: Client,
  fields: DeployFields,
  options: UploadOptions = {},
): Promise<Deploy> {
  const { appType, version } = fields;
  const file = appType === 'sdk' ? undefined : fields.file;
  // Sent only when confirmed: the API's default is to ask.
  const confirm_downgrade = fields.confirm_downgrade || undefined;
  return client.request({
    method: 'POST',
    path: '/admin/deploy',
    body: { appType, version, confirm_downgrade, file },
    ...options,
  });
}

/**
 * `GET /admin/deploy` (staff, paged): past deploys, newest first.
 * @example const { data } = await listDeploys(client, { page: 1 });
 */
export function listDeploys(
  client: Client,
  query: { page?: number; pageSize?: number } = {},
  options: CallOptions = {},
): Promise<Paged<Deploy>> {
  return client.request({ method: 'GET', path: '/admin/deploy', query, ...options });
}

/**
 * `GET /admin/deploy/{id}/file` (staff): the build a deploy uploaded, as it was sent.
 * @example const apk = await downloadDeploy(client, deploy.id); // a Blob
 */
export function downloadDeploy(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/admin/deploy/${id}/file`,
    responseType: 'blob',
    ...options,
  });
}
