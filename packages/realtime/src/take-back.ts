import type { Channels } from './channels.js';
import type { Connection, Refusal } from './connection.js';
import { subscriptionError } from './subscription-frames.js';

/**
 * Takes a channel back from a connection (its session ended, or its user was removed from
 * the channel): the grant goes and the old signature is refused from now on, until a new
 * binding; when subscribed, the connection leaves the channel (the others hear
 * `member_removed` if it was that user's last connection) and hears why in a
 * `pusher:subscription_error` (AuthError), which pusher-js hands to the channel's listeners
 * (Laravel Echo's `.error()`). The socket stays, with its other channels: closed, pusher-js
 * would reconnect and resubscribe everything.
 * @example takeBack(channels, connection, 'presence-room', { error: 'Removed', status: 403 })
 */
export function takeBack(
  channels: Channels,
  connection: Connection,
  channel: string,
  refusal: Refusal,
): void {
  connection.grants.delete(channel);
  connection.revoked.set(channel, refusal);
  if (!connection.channels.has(channel)) return;
  channels.leave(connection, channel);
  connection.send(subscriptionError(channel, 'AuthError', refusal.error, refusal.status));
}
