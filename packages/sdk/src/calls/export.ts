import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /user/{id}/export` ("Descargar mis datos"): a copy of everything the service holds
 * about the signed-in member, as a ZIP Blob of JSON files and images, with a `LEEME.txt` that
 * says what each file holds. Only for one's own id (403 otherwise), three times an hour (429
 * after). The server names the file `mis-datos-<date>.zip`; a Blob does not carry that name,
 * so a page saving it gives one itself.
 * @example
 * const zip = await exportUserData(client, me.id);
 * const link = Object.assign(document.createElement('a'), {
 *   href: URL.createObjectURL(zip),
 *   download: `mis-datos-${new Date().toISOString().slice(0, 10)}.zip`,
 * });
 * link.click();
 * URL.revokeObjectURL(link.href);
 */
export function exportUserData(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/user/${id}/export`,
    responseType: 'blob',
    accept: 'application/zip',
    ...options,
  });
}
