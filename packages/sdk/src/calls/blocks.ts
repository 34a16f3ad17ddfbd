import type { BlockedUsers } from '@app/contract/blocks';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/**
 * `POST /user/{id}/block`: from now on neither sees the other (profiles, plans, wishes,
 * requests and searches answer 404); requests, places and answers between the two end.
 * @example await blockUser(client, user.id);
 */
export function blockUser(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'POST', path: `/user/${userId}/block`, ...options });
}

/**
 * `DELETE /user/{id}/block`: takes a block back; nothing it ended comes back.
 * @example await unblockUser(client, user.id);
 */
export function unblockUser(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/user/${userId}/block`, ...options });
}

/**
 * `GET /user/blocked`: the people the member blocked, the latest first.
 * @example const { data } = await listBlockedUsers(client);
 */
export function listBlockedUsers(client: Client, options: CallOptions = {}): Promise<BlockedUsers> {
  return client.request({ method: 'GET', path: '/user/blocked', ...options });
}
