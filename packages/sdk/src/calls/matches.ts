import type { match } from '@app/contract/activities';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

export type Match = ContractShape<typeof match>;

/**
 * `GET /match/{id}`: one match (the activity and the matched user).
 * @example const { activity } = await getMatch(client, 5);
 */
export function getMatch(client: Client, id: number, options: CallOptions = {}): Promise<Match> {
  return client.request({ method: 'GET', path: `/match/${id}`, ...options });
}

/**
 * `DELETE /match/{id}`: the matched user leaves, or the host removes them.
 * @example await deleteMatch(client, 5);
 */
export function deleteMatch(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/match/${id}`, ...options });
}
