import { encodeFrame } from './frames.js';
import { presenceHash } from './presence.js';

/**
 * The answers to `pusher:subscribe`. Success carries `"{}"`, or the presence hash on presence
 * channels; failure carries `{ type, error, status }`, which pusher-js hands to the channel's
 * `pusher:subscription_error` listeners (Laravel Echo's `.error()`).
 * @example connection.send(subscriptionSucceeded('news')) // data "{}"
 */
export function subscriptionSucceeded(channel: string, members?: Map<string, unknown>): string {
  const data = members ? presenceHash(members) : {};
  return encodeFrame({ event: 'pusher_internal:subscription_succeeded', channel, data });
}

/** @example subscriptionError('private-a', 'AuthError', 'Invalid signature', 401) */
export function subscriptionError(
  channel: string,
  type: string,
  error: string,
  status: number,
): string {
  return encodeFrame({
    event: 'pusher:subscription_error',
    channel,
    data: { type, error, status },
  });
}
