import type { updateTextRequest } from '@app/contract/deploys';
import type { Text } from '@app/contract/reference';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

export type UpdateTextFields = ContractShape<typeof updateTextRequest>;

/**
 * `POST /admin/text` (staff): saves texts, only the changed ones, sent in `texts` as the JSON
 * text of the list of `{ tag, lan_es }`. The text version changes.
 * @example await saveTexts(client, [{ tag: 'home-title', lan_es: 'Hola' }]);
 */
export function saveTexts(
  client: Client,
  texts: Text[],
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'POST', path: '/admin/text', body: { texts }, ...options });
}

/**
 * `POST /admin/text/{tag}` (staff): changes one text.
 * @example await updateText(client, 'home-title', { lan_es: 'Hola de nuevo' });
 */
export function updateText(
  client: Client,
  tag: string,
  fields: UpdateTextFields,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'POST',
    path: `/admin/text/${encodeURIComponent(tag)}`,
    body: fields,
    ...options,
  });
}

/**
 * `DELETE /admin/text/{tag}` (staff): deletes one text.
 * @example await deleteText(client, 'old-banner');
 */
export function deleteText(
  client: Client,
  tag: string,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'DELETE',
    path: `/admin/text/${encodeURIComponent(tag)}`,
    ...options,
  });
}
