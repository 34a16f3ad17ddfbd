import type { PresenceMember } from './adapter.js';
import { presenceUserId } from './auth.js';
import { encodeFrame } from './frames.js';
import type { App } from './options.js';

/**
 * Presence channels: who the member is, the limits on them, and the frames that announce them.
 */

export type MemberResult =
  { ok: true; member: PresenceMember } | { ok: false; error: string; limit: boolean };

/**
 * The member a subscription makes, from the signed `channel_data`: its `user_id` (string or
 * number, kept as a string because clients key members by it) and `user_info`, at most
 * `maxPresenceUserInfoBytes` of JSON.
 * @example parseMember(app, '{"user_id":7,"user_info":{"name":"Ana"}}')
 * // { ok: true, member: { userId: '7', userInfo: { name: 'Ana' } } }
 */
export function parseMember(app: App, channelData: string): MemberResult {
  const userId = presenceUserId(channelData);
  if (userId === undefined)
    return { ok: false, error: 'channel_data needs a user_id', limit: false };
  const { user_info: userInfo } = JSON.parse(channelData) as { user_info?: unknown };
  const bytes = Buffer.byteLength(JSON.stringify(userInfo ?? null));
  if (bytes > app.maxPresenceUserInfoBytes) {
    const error = `user_info is over ${app.maxPresenceUserInfoBytes} bytes`;
    return { ok: false, error, limit: true };
  }
  // null rather than absent: a hash entry whose value is undefined vanishes from the JSON.
  return { ok: true, member: { userId, userInfo: userInfo ?? null } };
}

/**
 * The member of a signed-in user who subscribes without `channel_data` (pusher-js allows it):
 * their sign-in `user_info`, if any.
 * @example signedInMember('7', '{"id":"7","user_info":{"name":"Ana"}}') // { userId: '7', userInfo: { name: 'Ana' } }
 */
export function signedInMember(userId: string, userData: string): PresenceMember {
  const { user_info: userInfo } = JSON.parse(userData) as { user_info?: unknown };
  return { userId, userInfo: userInfo ?? null };
}

/**
 * The `data` of `pusher_internal:subscription_succeeded` on a presence channel.
 * @example presenceHash(new Map([['7', { name: 'Ana' }]])) // { presence: { ids: ['7'], hash: {…}, count: 1 } }
 */
export function presenceHash(members: Map<string, unknown>) {
  return {
    presence: {
      ids: [...members.keys()],
      hash: Object.fromEntries(members),
      count: members.size,
    },
  };
}

/** @example memberAddedFrame('presence-room', { userId: '7', userInfo: null }) */
export function memberAddedFrame(channel: string, member: PresenceMember): string {
  return encodeFrame({
    event: 'pusher_internal:member_added',
    channel,
    data: { user_id: member.userId, user_info: member.userInfo },
  });
}

/** @example memberRemovedFrame('presence-room', '7') */
export function memberRemovedFrame(channel: string, userId: string): string {
  return encodeFrame({
    event: 'pusher_internal:member_removed',
    channel,
    data: { user_id: userId },
  });
}
