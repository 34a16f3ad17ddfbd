/**
 * Names of the protocol: socket ids, channel names and their kinds, event names. Prefix checks
 * use `startsWith` (anchored), never `includes`: `public-private-x` is a public channel.
 */

const SOCKET_ID = /^\d+\.\d+$/;
const CHANNEL_NAME = /^#?[-a-zA-Z0-9_=@,.;]+$/;

export const MAX_CHANNEL_NAME_LENGTH = 200;
export const MAX_EVENT_NAME_LENGTH = 200;
/** The channel pusher-js subscribes to after `pusher:signin`; only that user may join it. */
export const USER_CHANNEL_PREFIX = '#server-to-user-';

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'user';

/** @example isSocketId('123.456') // true */
export function isSocketId(value: unknown): value is string {
  return typeof value === 'string' && SOCKET_ID.test(value);
}

/** @example isChannelName('private-a') // true; isChannelName('a b') // false */
export function isChannelName(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(value)
  );
}

/**
 * What kind of channel a name is, or `undefined` when the name is invalid or uses the reserved
 * `#` namespace for anything but the user channel.
 * @example channelKind('private-encrypted-x') // 'encrypted'
 */
export function channelKind(name: unknown): ChannelKind | undefined {
  if (!isChannelName(name)) return undefined;
  if (name.startsWith('#')) {
    return name.startsWith(USER_CHANNEL_PREFIX) && name.length > USER_CHANNEL_PREFIX.length
      ? 'user'
      : undefined;
  }
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

/**
 * Cache channels remember their last event for new subscribers: `cache-`, `private-cache-`,
 * `private-encrypted-cache-` and `presence-cache-`.
 * @example isCacheChannel('presence-cache-room') // true; isCacheChannel('news-cache-x') // false
 */
export function isCacheChannel(name: string): boolean {
  return /^(private-encrypted-|private-|presence-)?cache-/.test(name);
}

/**
 * Channels whose subscription needs a signature from the app's auth endpoint.
 * @example needsAuth('presence') // true; needsAuth('public') // false
 */
export function needsAuth(kind: ChannelKind): boolean {
  return kind === 'private' || kind === 'encrypted' || kind === 'presence';
}

/** @example userChannel('42') // '#server-to-user-42' */
export function userChannel(userId: string): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}

/** @example isEventName('App\\Events\\Message') // true */
export function isEventName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_EVENT_NAME_LENGTH;
}

/**
 * Client events are the only events a connection may send to other connections.
 * @example isClientEvent('client-typing') // true
 */
export function isClientEvent(name: string): boolean {
  return name.startsWith('client-') && name.length <= MAX_EVENT_NAME_LENGTH;
}
