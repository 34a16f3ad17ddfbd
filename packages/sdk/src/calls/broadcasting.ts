import type { ChannelAuthorizations } from '@app/contract/broadcasting';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `POST /broadcasting/auth/batch`: signs several realtime channels of one connection in one
 * call (the live layer batches pusher-js's authorisations with it: `live/batch-authorizer.ts`).
 * Each channel is answered on its own: `{ status: 200, data: { auth } }`, or the status that
 * refused it (403 when it is not the user's). 401 without a valid token.
 * @example
 * const answers = await authorizeChannels(client, pusher.connection.socket_id, [
 *   `private-friendship.${wstoken}`,
 *   `private-notification.${wstoken}`,
 * ]);
 * answers[`private-friendship.${wstoken}`]; // { status: 200, data: { auth: 'antojo-key:…' } }
 */
export function authorizeChannels(
  client: Client,
  socketId: string,
  channels: readonly string[],
  options: CallOptions = {},
): Promise<ChannelAuthorizations> {
  return client.request<ChannelAuthorizations>({
    method: 'POST',
    path: '/broadcasting/auth/batch',
    body: { socket_id: socketId, channel_name: channels },
    ...options,
  });
}
