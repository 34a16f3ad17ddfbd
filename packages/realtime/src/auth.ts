import { createHash } from 'node:crypto';
import { RealtimeError } from './errors.js';
import { channelKind, isSocketId, needsAuth } from './names.js';
import { channelAuth, userAuth } from './signatures.js';

/**
 * What the API's `/broadcasting/auth` and `/broadcasting/user-auth` answer. The API decides
 * who may; these functions only check that the request is well formed and sign it.
 */

export type AppCredentials = { key: string; secret: string; encryptionMasterKey?: Buffer };

/** `channel_data` of a presence channel: Laravel sends `{ user_id, user_info }`. */
export type PresenceChannelData = { user_id: string | number; user_info?: unknown };

export type ChannelAuthorization = { auth: string; channel_data?: string; shared_secret?: string };
export type UserAuthentication = { auth: string; user_data: string };

/**
 * Signs a subscription to a private, encrypted or presence channel.
 * @example
 * authorizeChannel(app, '1234.1234', 'private-foobar') // { auth: '278d…:58df…' }
 * authorizeChannel(app, '1.1', 'presence-room', { user_id: '7', user_info: { name: 'Ana' } })
 */
export function authorizeChannel(
  app: AppCredentials,
  socketId: string,
  channel: string,
  channelData?: PresenceChannelData | string,
): ChannelAuthorization {
  if (!isSocketId(socketId)) throw new RealtimeError('invalid_socket_id', 'Invalid socket id');
  const kind = channelKind(channel);
  if (kind === undefined || !needsAuth(kind)) {
    throw new RealtimeError('invalid_channel', 'Only private and presence channels are signed');
  }
  if (kind !== 'presence') {
    if (channelData !== undefined) {
      throw new RealtimeError('invalid_channel_data', 'Only presence channels carry data');
    }
    const auth = channelAuth(app, socketId, channel);
    return kind === 'encrypted' ? { auth, shared_secret: sharedSecret(app, channel) } : { auth };
  }
  const data = typeof channelData === 'string' ? channelData : JSON.stringify(channelData ?? null);
  if (presenceUserId(data) === undefined) {
    throw new RealtimeError('invalid_channel_data', 'Presence channel data needs a user_id');
  }
  return { auth: channelAuth(app, socketId, channel, data), channel_data: data };
}

/**
 * Signs a `pusher:signin`. `userData` needs a non-empty string `id` (pusher-js checks it too).
 * @example authenticateUser(app, '1.1', { id: '42', name: 'Ana' }) // { auth, user_data }
 */
export function authenticateUser(
  app: AppCredentials,
  socketId: string,
  userData: { id: string; [field: string]: unknown } | string,
): UserAuthentication {
  if (!isSocketId(socketId)) throw new RealtimeError('invalid_socket_id', 'Invalid socket id');
  const data = typeof userData === 'string' ? userData : JSON.stringify(userData);
  if (signedInUserId(data) === undefined) {
    throw new RealtimeError('invalid_user_data', 'User data needs a non-empty string id');
  }
  return { auth: userAuth(app, socketId, data), user_data: data };
}

/**
 * The key pusher-js decrypts a `private-encrypted-` channel with: SHA-256 of the channel name
 * and the master key, as pusher-http-node derives it, in base64.
 * @example sharedSecret(app, 'private-encrypted-inbox') // 'q2m…=' (44 base64 characters)
 */
export function sharedSecret(app: AppCredentials, channel: string): string {
  if (!app.encryptionMasterKey) {
    throw new RealtimeError('encryption_not_configured', 'No encryption master key for this app');
  }
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(channel), app.encryptionMasterKey]))
    .digest('base64');
}

/**
 * The user id of presence channel data, as a string, or undefined when it has none.
 * @example presenceUserId('{"user_id":7}') // '7'
 */
export function presenceUserId(channelData: string): string | undefined {
  const value = parseObject(channelData);
  const id = value?.user_id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * The id of sign-in user data, or undefined when it has no non-empty string id.
 * @example signedInUserId('{"id":"42"}') // '42'
 */
export function signedInUserId(userData: string): string | undefined {
  const id = parseObject(userData)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
