import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC-SHA256 signatures of the Pusher protocol (channel authorisation, user sign-in and
 * the HTTP trigger API). Clients and server SDKs compute the same strings; these functions are
 * the server's side of each.
 */

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Compares two signatures in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(given, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `auth` for a private or presence channel: `key:hex(HMAC(secret, socket_id:channel[:data]))`.
 * Presence signs the exact `channel_data` string the client will send.
 * @example channelAuth({ key: 'k', secret: 's' }, '1.1', 'private-x')
 */
export function channelAuth(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, text)}`;
}

/** `auth` for `pusher:signin`: signs `socket_id::user::user_data`. */
export function userAuth(app: { key: string; secret: string }, socketId: string, userData: string) {
  return `${app.key}:${hmacHex(app.secret, `${socketId}::user::${userData}`)}`;
}

/**
 * The signature of an HTTP API request: `METHOD\nPATH\n` then every query parameter but
 * `auth_signature`, keys lower-cased and sorted, joined as `k=v&...` without escaping.
 */
export function requestSignature(
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>,
): string {
  const params = Object.entries(query)
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .filter(([key]) => key !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return hmacHex(secret, `${method.toUpperCase()}\n${path}\n${params}`);
}
