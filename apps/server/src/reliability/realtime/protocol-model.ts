import { createHmac } from 'node:crypto';
import type { Frame } from './raw-socket.js';

/**
 * What the realtime server must answer to each frame a client sends, written from the
 * documents (realtime-protocol.md, packages/realtime/README.md), not from the server's code:
 * the fuzz compares the two. One model per connection; it remembers what the connection
 * holds (its channels, its signed-in user, its client events) as the server must.
 */

/** The defaults the README gives: one frame's bytes, event data, user info, channels. */
export const LIMITS = {
  maxMessageBytes: 57_344,
  /** ws refuses a frame past 4 × maxMessageBytes before reading it (a bare close 1009). */
  wsMaxPayload: 4 * 57_344,
  maxEventBytes: 10_240,
  maxUserInfoBytes: 1024,
  clientEventsPerSecond: 10,
  maxSubscriptions: 100,
  maxEventNameLength: 200,
  maxChannelNameLength: 200,
} as const;

/** An answer the server owes: matched by event, channel and the fields that decide it. */
export type Want =
  | { event: 'pusher:error'; code: number | null }
  | { event: 'pusher_internal:subscription_succeeded'; channel: string; member?: string }
  | { event: 'pusher:subscription_error'; channel: string; status: number }
  | { event: 'pusher:signin_success' }
  | { event: 'pusher:cache_miss'; channel: string }
  | { event: 'pusher_internal:watchlist_events'; ids: string[] };

export type Prediction = {
  /** Answered before a ping sent after the frame is answered. */
  now: Want[];
  /** Answered later (presence goes through the adapter), before the run ends. */
  later: Want[];
  /** Pongs owed (the frame was a ping). */
  pongs: number;
  /** The connection must close with this code. */
  close?: number;
  /** A client event the other subscribers must get, unless it was refused for the rate. */
  delivered?: { channel: string; event: string; data: string };
  /** The client event may be refused for the rate (4301) instead. */
  mayBeRateLimited?: boolean;
  /** A channel left: what was still owed on it may never come. */
  released?: string;
};

const CHANNEL_NAME = /^#?[-a-zA-Z0-9_=@,.;]+$/;
const USER_PREFIX = '#server-to-user-';

/** The documented kind of a channel name, or undefined when it is not a valid name. */
export function channelKind(
  name: string,
): 'public' | 'private' | 'encrypted' | 'presence' | 'user' | undefined {
  if (name.length > 200 || !CHANNEL_NAME.test(name)) return undefined;
  if (name.startsWith('#')) {
    return name.startsWith(USER_PREFIX) && name.length > USER_PREFIX.length ? 'user' : undefined;
  }
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

const isCacheChannel = (name: string) =>
  /^(private-encrypted-|private-|presence-)?cache-/.test(name);

/** The documented signature: `key:hex(HMAC-SHA256(secret, socket_id:channel[:channel_data]))`. */
export function channelSignature(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${createHmac('sha256', app.secret).update(text, 'utf8').digest('hex')}`;
}

/** `pusher:signin`'s signature, over `socket_id::user::user_data`. */
export function signinSignature(
  app: { key: string; secret: string },
  socketId: string,
  userData: string,
) {
  const text = `${socketId}::user::${userData}`;
  return `${app.key}:${createHmac('sha256', app.secret).update(text, 'utf8').digest('hex')}`;
}

/** The watched ids of a signed `user_data`, by the README's rule. */
function watchlistOf(userData: string): string[] {
  const list = objectOf(JSON.parse(userData))?.watchlist;
  if (!Array.isArray(list)) return [];
  const ids = list
    .filter((id) => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, 100);
}

/** The user ids a watchlist frame names, or undefined when it is not one. */
function watchlistIds(frame: Frame): string[] | undefined {
  const events = objectOf(frame.data)?.events;
  if (!Array.isArray(events)) return undefined;
  const ids: string[] = [];
  for (const event of events) {
    const { name, user_ids: userIds } = objectOf(event) ?? {};
    if (name !== 'online' && name !== 'offline') return undefined;
    if (!Array.isArray(userIds) || !userIds.every((id) => typeof id === 'string')) return undefined;
    ids.push(...(userIds as string[]));
  }
  return ids;
}

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** `data` as an object: clients send an object or its JSON text. */
function dataObject(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string') return objectOf(data);
  try {
    return objectOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

const error = (code: number | null = null): Prediction => ({
  now: [{ event: 'pusher:error', code }],
  later: [],
  pongs: 0,
});
const nothing = (): Prediction => ({ now: [], later: [], pongs: 0 });

export class ConnectionModel {
  /** Channels held; presence ones with the member they joined as. */
  readonly channels = new Map<string, { member?: string }>();
  /** Every channel held at some point: presence news about it may still be on its way. */
  readonly everHeld = new Set<string>();
  signedIn: string | undefined;
  /** Client events that reached the rate limit. */
  clientEvents = 0;
  /** The watchlist of the user signed in first. */
  watching: string[] = [];

  constructor(
    readonly app: { key: string; secret: string },
    readonly socketId: string,
  ) {}

  /** The answer to one text frame, as sent; the model takes in what it changes. */
  predict(text: string): Prediction {
    const bytes = Buffer.byteLength(text);
    if (bytes > LIMITS.wsMaxPayload) return { ...nothing(), close: 1009 };
    if (bytes > LIMITS.maxMessageBytes) {
      // A subscription to a name too long to be one is refused on its channel, not closed.
      const subscription = oversizedSubscription(text);
      if (subscription) return this.subscribe(subscription);
      return { ...error(1009), close: 1009 };
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return error();
    }
    const frame = objectOf(value);
    if (!frame || typeof frame.event !== 'string' || frame.event === '') return error();
    if (frame.channel !== undefined && typeof frame.channel !== 'string') return error();
    const { event, data } = frame;
    switch (event) {
      case 'pusher:ping':
        return { ...nothing(), pongs: 1 };
      case 'pusher:pong':
        return nothing();
      case 'pusher:subscribe':
        return this.subscribe(data);
      case 'pusher:unsubscribe': {
        const channel = dataObject(data)?.channel;
        if (typeof channel !== 'string') return error();
        this.channels.delete(channel);
        return { ...nothing(), released: channel };
      }
      case 'pusher:signin':
        return this.signin(data);
      default:
        if (event.startsWith('client-') && event.length <= LIMITS.maxEventNameLength) {
          return this.clientEvent(event, frame.channel as string | undefined, data);
        }
        return error();
    }
  }

  private subscribe(data: unknown): Prediction {
    const request = dataObject(data);
    const channel = request?.channel;
    if (typeof channel !== 'string') return error();
    const kind = channelKind(channel);
    // The error names the channel as asked, so that the client can route it to the channel.
    const refused = (status: number): Prediction => ({
      now: [{ event: 'pusher:subscription_error', channel, status }],
      later: [],
      pongs: 0,
    });
    if (kind === undefined) return refused(400);
    if (!this.channels.has(channel) && this.channels.size >= LIMITS.maxSubscriptions) {
      return refused(4300);
    }
    const succeeded = (member?: string): Prediction => {
      const held = this.channels.has(channel);
      const want: Want = { event: 'pusher_internal:subscription_succeeded', channel };
      // A first subscriber of a cache channel hears its last event or, with none, a miss.
      const missed: Want[] =
        !held && isCacheChannel(channel) ? [{ event: 'pusher:cache_miss', channel }] : [];
      if (kind === 'presence') {
        const first = this.channels.get(channel)?.member ?? member;
        if (!held) this.channels.set(channel, { member });
        this.everHeld.add(channel);
        return { now: [], later: [{ ...want, member: first }, ...missed], pongs: 0 };
      }
      this.channels.set(channel, {});
      return { now: [want], later: missed, pongs: 0 };
    };
    if (kind === 'user') {
      return this.signedIn !== undefined && channel === USER_PREFIX + this.signedIn
        ? succeeded()
        : refused(403);
    }
    if (kind === 'public') return succeeded();
    const { auth, channel_data: channelData } = request!;
    if (typeof auth !== 'string') return refused(401);
    if (channelData !== undefined && typeof channelData !== 'string') return refused(401);
    if (auth !== channelSignature(this.app, this.socketId, channel, channelData))
      return refused(401);
    if (kind !== 'presence') return succeeded();
    if (channelData === undefined) {
      return this.signedIn !== undefined ? succeeded(this.signedIn) : refused(401);
    }
    const parsed = dataObject(channelData);
    if (typeof channelData !== 'string' || parsed === undefined) return refused(400);
    const userId = parsed.user_id;
    const id =
      typeof userId === 'number' && Number.isFinite(userId)
        ? String(userId)
        : typeof userId === 'string' && userId !== ''
          ? userId
          : undefined;
    if (id === undefined) return refused(400);
    if (Buffer.byteLength(JSON.stringify(parsed.user_info ?? null)) > LIMITS.maxUserInfoBytes) {
      return refused(413);
    }
    return succeeded(id);
  }

  private signin(data: unknown): Prediction {
    const request = dataObject(data);
    const auth = request?.auth;
    const userData = request?.user_data;
    if (typeof auth !== 'string' || typeof userData !== 'string') return error();
    if (auth !== signinSignature(this.app, this.socketId, userData))
      return { ...error(4009), close: 4009 };
    let id: unknown;
    try {
      id = objectOf(JSON.parse(userData))?.id;
    } catch {
      id = undefined;
    }
    if (typeof id !== 'string' || id === '') return { ...error(4009), close: 4009 };
    if (this.signedIn !== undefined && this.signedIn !== id) return error();
    const first = this.signedIn === undefined;
    this.signedIn = id;
    this.channels.set(USER_PREFIX + id, {});
    const later: Want[] = [];
    if (first) {
      // The README: the first sign-in's watchlist (string or number ids, each once, the first
      // 100) hears the current state of each at once.
      this.watching = watchlistOf(userData);
      if (this.watching.length > 0) {
        later.push({ event: 'pusher_internal:watchlist_events', ids: this.watching });
      }
    }
    return { now: [{ event: 'pusher:signin_success' }], later, pongs: 0 };
  }

  private clientEvent(event: string, channel: string | undefined, data: unknown): Prediction {
    const kind = channel === undefined ? undefined : channelKind(channel);
    if (channel === undefined || (kind !== 'private' && kind !== 'presence')) return error();
    if (!this.channels.has(channel)) return error();
    this.clientEvents += 1;
    const mayBeRateLimited = this.clientEvents > LIMITS.clientEventsPerSecond;
    let encoded: string | undefined;
    try {
      encoded = typeof data === 'string' ? data : JSON.stringify(data ?? null);
    } catch {
      // Nested too deep to write again: refused, as data over the limit is.
      encoded = undefined;
    }
    if (encoded === undefined || Buffer.byteLength(encoded) > LIMITS.maxEventBytes) {
      return { ...error(), mayBeRateLimited };
    }
    return { ...nothing(), delivered: { channel, event, data: encoded }, mayBeRateLimited };
  }
}

/** Whether a frame is the answer a want describes (and well formed as the protocol says). */
export function answers(frame: Frame, want: Want): boolean {
  if (frame.event !== want.event) return false;
  const data = objectOf(frame.data);
  switch (want.event) {
    case 'pusher:error':
      return data !== undefined && data.code === want.code && typeof data.message === 'string';
    case 'pusher_internal:subscription_succeeded': {
      if (frame.channel !== want.channel) return false;
      if (want.member === undefined) return JSON.stringify(frame.data) === '{}';
      const presence = objectOf(data?.presence);
      return (
        Array.isArray(presence?.ids) &&
        presence.ids.includes(want.member) &&
        presence.count === presence.ids.length &&
        objectOf(presence.hash) !== undefined
      );
    }
    case 'pusher:subscription_error':
      return (
        frame.channel === want.channel &&
        data !== undefined &&
        data.status === want.status &&
        typeof data.type === 'string' &&
        typeof data.error === 'string'
      );
    case 'pusher:signin_success':
      return data !== undefined && typeof data.user_data === 'string';
    case 'pusher:cache_miss':
      return frame.channel === want.channel;
    case 'pusher_internal:watchlist_events': {
      const ids = watchlistIds(frame);
      return ids !== undefined && [...ids].sort().join() === [...want.ids].sort().join();
    }
  }
}

/** Frames the server may send at any time about a channel the connection holds. */
export function isAmbient(frame: Frame, model: ConnectionModel): boolean {
  if (frame.event === 'pusher_internal:watchlist_events') {
    // A watched user coming online or going offline (a connection of an earlier run closing).
    const ids = watchlistIds(frame);
    return ids !== undefined && ids.length > 0 && ids.every((id) => model.watching.includes(id));
  }
  const held = frame.channel !== undefined && model.everHeld.has(frame.channel);
  return (
    held &&
    frame.channel!.startsWith('presence-') &&
    (frame.event === 'pusher_internal:member_added' ||
      frame.event === 'pusher_internal:member_removed')
  );
}

export const describeWant = (want: Want) => JSON.stringify(want);

/** The data of a `pusher:subscribe` whose channel name alone is past 200 characters. */
function oversizedSubscription(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const frame = objectOf(value);
  if (!frame || frame.event !== 'pusher:subscribe') return undefined;
  if (frame.channel !== undefined && typeof frame.channel !== 'string') return undefined;
  const data = dataObject(frame.data);
  return typeof data?.channel === 'string' && data.channel.length > LIMITS.maxChannelNameLength
    ? data
    : undefined;
}
