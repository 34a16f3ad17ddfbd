import { signedInUserId } from './auth.js';
import type { Channels } from './channels.js';
import type { Connection } from './connection.js';
import { dataObject, encodeFrame, errorFrame } from './frames.js';
import { userChannel } from './names.js';
import type { Registry } from './registry.js';
import { sameSignature, userAuth } from './signatures.js';
import { watchlistOf } from './watchlist.js';

/**
 * `pusher:signin`: checks the HMAC of `socket_id::user::user_data`, remembers the user (for
 * `terminate_connections`) and subscribes the connection to `#server-to-user-{id}` at once, so
 * a publish there reaches every connection of the user, whether or not the client subscribes
 * explicitly too (pusher-js does, and gets its answer). A bad signature closes with 4009, the
 * protocol's "unauthorized" code.
 * @example handleSignin(channels, registry, connection, { auth, user_data: '{"id":"7"}' })
 */
export function handleSignin(
  channels: Channels,
  registry: Registry,
  connection: Connection,
  data: unknown,
): void {
  const request = dataObject(data);
  const auth = request?.auth;
  const userData = request?.user_data;
  if (typeof auth !== 'string' || typeof userData !== 'string') {
    connection.send(errorFrame(null, 'pusher:signin needs data.auth and data.user_data'));
    return;
  }
  if (!sameSignature(userAuth(connection.app, connection.socketId, userData), auth)) {
    connection.close(4009, 'Invalid signature for pusher:signin');
    return;
  }
  const userId = signedInUserId(userData);
  if (userId === undefined) {
    connection.close(4009, 'user_data needs a non-empty string id');
    return;
  }
  if (connection.user && connection.user.id !== userId) {
    connection.send(errorFrame(null, 'This connection is signed in as another user'));
    return;
  }
  const first = !connection.user;
  if (!connection.user) {
    connection.user = { id: userId, userData };
    registry.signIn(connection, userId);
  }
  connection.send(encodeFrame({ event: 'pusher:signin_success', data: { user_data: userData } }));
  void channels.join(connection, userChannel(userId), undefined, false);
  // The watchlist is the one signed in first; a repeated signin does not change it.
  if (first) void channels.watch(connection, watchlistOf(userData));
}
