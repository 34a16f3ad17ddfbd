import type { PresenceMember } from './adapter.js';
import type { Channels } from './channels.js';
import type { Connection } from './connection.js';
import { dataObject, errorFrame } from './frames.js';
import {
  channelKind,
  MAX_CHANNEL_NAME_LENGTH,
  needsAuth,
  userChannel,
  type ChannelKind,
} from './names.js';
import { parseMember, signedInMember } from './presence.js';
import { channelAuth, sameSignature } from './signatures.js';
import { subscriptionError } from './subscription-frames.js';

/**
 * `pusher:subscribe` and `pusher:unsubscribe`: check the name, the signature and the presence
 * data, then hand the connection to `channels`. Failures answer `pusher:subscription_error`
 * (`{type, error, status}`), which pusher-js reports on the channel.
 * @example handleSubscribe(channels, connection, { channel: 'private-chat', auth })
 */
export function handleSubscribe(channels: Channels, connection: Connection, data: unknown): void {
  const request = dataObject(data);
  const channel = request?.channel;
  if (typeof channel !== 'string') {
    connection.send(errorFrame(null, 'pusher:subscribe needs data.channel'));
    return;
  }
  const kind = channelKind(channel);
  if (kind === undefined) {
    const error = `Invalid channel name: use [-a-zA-Z0-9_=@,.;], at most ${MAX_CHANNEL_NAME_LENGTH} characters`;
    // Echoed whole: pusher-js routes the error by the exact name, and a cut one left its
    // channel pending for good. The frame limit already bounds what the client sent.
    connection.send(subscriptionError(channel, 'InvalidChannel', error, 400));
    return;
  }
  const limit = connection.app.maxSubscriptionsPerConnection;
  if (!connection.channels.has(channel) && connection.channels.size >= limit) {
    // The protocol names no code for this; 4300 is its "any other error" range, and it is a
    // status, not a close: the connection and its other channels stay.
    const error = `At most ${limit} channels per connection: unsubscribe from one first`;
    connection.send(subscriptionError(channel, 'LimitReached', error, 4300));
    return;
  }
  const checked = check(connection, channel, kind, request?.auth, request?.channel_data);
  if ('refused' in checked) {
    const { type, error, status } = checked.refused;
    connection.send(subscriptionError(channel, type, error, status));
    return;
  }
  void channels.join(connection, channel, checked.member);
}

/** @example handleUnsubscribe(channels, connection, { channel: 'private-chat' }) */
export function handleUnsubscribe(channels: Channels, connection: Connection, data: unknown): void {
  const channel = dataObject(data)?.channel;
  if (typeof channel !== 'string') {
    connection.send(errorFrame(null, 'pusher:unsubscribe needs data.channel'));
    return;
  }
  channels.leave(connection, channel);
}

type Checked =
  | { member?: PresenceMember }
  | { refused: { type: 'AuthError' | 'LimitReached'; error: string; status: number } };

const authError = (error: string, status = 401): Checked => ({
  refused: { type: 'AuthError', error, status },
});

/** The member to subscribe as (presence), or why the subscription is refused. */
function check(
  connection: Connection,
  channel: string,
  kind: ChannelKind,
  auth: unknown,
  channelData: unknown,
): Checked {
  if (kind === 'user') {
    return connection.user && userChannel(connection.user.id) === channel
      ? {}
      : authError('Only the signed-in user may subscribe to their channel', 403);
  }
  if (!needsAuth(kind)) return {};
  if (typeof auth !== 'string') return authError('Missing auth');
  // The signature never expires: what stops an old one is the end of the session behind it,
  // or the removal of its user from the channel (`take-back.ts`).
  const refusal = connection.revoked.get(channel);
  if (refusal) return authError(refusal.error, refusal.status);
  if (channelData !== undefined && typeof channelData !== 'string') {
    return authError('channel_data must be a string');
  }
  const expected = channelAuth(connection.app, connection.socketId, channel, channelData);
  // Constant time, so the signature cannot be guessed byte by byte from response times.
  if (!sameSignature(expected, auth)) return authError('Invalid signature');
  if (kind !== 'presence') return {};
  if (channelData === undefined) {
    // pusher-js lets a signed-in user join presence without channel_data: they are the member.
    const user = connection.user;
    return user
      ? { member: signedInMember(user.id, user.userData) }
      : authError('Missing channel_data');
  }
  const parsed = parseMember(connection.app, channelData);
  if (parsed.ok) return { member: parsed.member };
  if (!parsed.limit) return authError(parsed.error, 400);
  return { refused: { type: 'LimitReached', error: parsed.error, status: 413 } };
}
