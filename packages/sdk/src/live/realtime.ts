import {
  CHANNEL_KINDS,
  EVENT_NAMESPACE,
  channelName,
  type ChannelKind,
} from '@app/contract/channels';
import Echo from 'laravel-echo';
import PusherImport, { type Options } from 'pusher-js';
import { authorizeChannels } from '../calls/broadcasting.js';
import type { Client } from '../client.js';
import { createEmitter, type Emitter } from '../events.js';
import type { SessionState } from '../session/session-store.js';
import { createBatchAuthorizer } from './batch-authorizer.js';
import { pusherOptions } from './pusher-options.js';
import type { LiveEvent } from './reducers.js';

/** A pusher-js client class: the default one, or React Native's (`pusher-js/react-native`). */
export type PusherConstructor = new (key: string, options: Options) => unknown;

export type RealtimeEvents = {
  /** One of the user's channels is subscribed. */
  subscribed: { kind: ChannelKind; channel: string };
  /** A channel could not be subscribed: its authorisation failed (status 403, 401…). */
  error: { kind: ChannelKind; channel: string; status: number | undefined; error: unknown };
  /** An event arrived and went through its reducer into `client.notifications`. */
  event: LiveEvent;
};

export type Realtime = {
  readonly events: Emitter<RealtimeEvents>;
  /** The Echo instance while a token is held. */
  readonly echo: Echo<'pusher'> | undefined;
  /** The realtime token whose channels are joined, if any. */
  readonly joinedFor: string | undefined;
  /**
   * Listens to an event of a public channel (a map cell's `wishes.{cell}`) while the session
   * is open, joining again after a logout and login; returns the function that stops it, and
   * the channel is left when its last listener stops. The event is named in full
   * (`App\\Events\\WishesChanged`).
   */
  listenPublic(channel: string, event: string, listener: (data: unknown) => void): () => void;
  /** Leaves every channel, disconnects and stops following the session. */
  close(): void;
};

export type RealtimeOptions = {
  /** The pusher-js class to use (React Native passes `pusher-js/react-native`'s). */
  Pusher?: PusherConstructor;
  /** The realtime application key; the environment's by default. */
  key?: string;
};

// pusher-js is CommonJS typed as an ES module: its default import is the class at run time
// (Node, bundlers, Metro), but under NodeNext it is typed as the module. Take what is callable.
const imported: unknown = PusherImport;
const DefaultPusher = (
  typeof imported === 'function' ? imported : (imported as { default: unknown }).default
) as PusherConstructor;

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The live layer (spec, sections 4 and 7): Laravel Echo over pusher-js, following the session.
 * When an API token is set the connection opens, authorised with it as a bearer token (and
 * the device headers in device mode); when a realtime token is present the user's private
 * channels (the spec's five and the product's own, CHANNEL_KINDS) are joined, signed together
 * in one request (`authorizeChannels`), and left when it is cleared; at logout the connection closes. Each `Message` event goes through its
 * reducer into `client.notifications`. A failed channel authorisation is reported as an
 * `error` event.
 * @example
 * const realtime = connectRealtime(client);
 * realtime.events.on('error', ({ channel, status }) => console.warn(channel, status));
 * client.notifications.subscribe((state) => badge.set(state.messagesCount));
 */
export function connectRealtime(client: Client, options: RealtimeOptions = {}): Realtime {
  const events = createEmitter<RealtimeEvents>();
  const key = options.key ?? client.environment.realtimeKey;
  const Pusher = options.Pusher ?? DefaultPusher;
  let echo: Echo<'pusher'> | undefined;
  let joinedFor: string | undefined;

  const headers = (): Record<string, string> => {
    const { environment, session } = client;
    const token = session.state.token;
    return {
      Accept: 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(client.deviceMode &&
        environment.deviceKey && {
          'X-Device-Name': environment.deviceName,
          'X-Device-Key': environment.deviceKey,
        }),
    };
  };

  // The channels pusher-js asks for together (all of them as a connection opens) cost one
  // request, not one each: a budget per member is not spent on signing channels.
  const batch = createBatchAuthorizer((socketId, channels) =>
    authorizeChannels(client, socketId, channels),
  );

  const open = () =>
    new Echo({
      broadcaster: 'pusher',
      client: new Pusher(key, pusherOptions(client.environment, headers, batch.handler)),
      key,
      namespace: EVENT_NAMESPACE,
      withoutInterceptors: true,
    });

  // Public channels' listeners, by channel and event; each pair is bound once on the socket.
  const publicListeners = new Map<string, Map<string, Set<(data: unknown) => void>>>();
  const dispatchers = new Map<string, (data: unknown) => void>();
  const pairKey = (channel: string, event: string) => `${channel}\n${event}`;
  const bindPublic = (connection: Echo<'pusher'>, channel: string, event: string) => {
    const dispatch = (data: unknown) => {
      for (const listener of publicListeners.get(channel)?.get(event) ?? []) listener(data);
    };
    dispatchers.set(pairKey(channel, event), dispatch);
    // A leading dot: the name is whole, not under the namespace.
    connection.channel(channel).listen(`.${event}`, dispatch);
  };
  const bindAllPublic = (connection: Echo<'pusher'>) => {
    for (const [channel, events] of publicListeners) {
      for (const event of events.keys()) bindPublic(connection, channel, event);
    }
  };

  const join = (connection: Echo<'pusher'>, wstoken: string) => {
    joinedFor = wstoken;
    for (const kind of CHANNEL_KINDS) {
      const channel = channelName(kind, wstoken);
      connection
        .private(channel)
        .subscribed(() => events.emit('subscribed', { kind, channel }))
        .error((error: unknown) =>
          events.emit('error', {
            kind,
            channel,
            status: statusOf(error) ?? batch.failedStatus(`private-${channel}`),
            error,
          }),
        )
        .listen('Message', (payload: unknown) => {
          const event = { kind, payload } as LiveEvent;
          client.notifications.dispatch(event);
          events.emit('event', event);
        });
    }
  };

  const leave = () => {
    if (echo && joinedFor) {
      for (const kind of CHANNEL_KINDS) echo.leave(channelName(kind, joinedFor));
    }
    joinedFor = undefined;
  };

  const follow = ({ token, wstoken }: SessionState) => {
    if (!token) {
      leave();
      echo?.disconnect();
      echo = undefined;
      dispatchers.clear();
      return;
    }
    if (!echo) {
      echo = open();
      bindAllPublic(echo);
    }
    if (wstoken !== joinedFor) {
      leave();
      if (wstoken) join(echo, wstoken);
    }
  };

  const stop = client.session.on('change', follow);
  follow(client.session.state);

  return {
    events,
    get echo() {
      return echo;
    },
    get joinedFor() {
      return joinedFor;
    },
    listenPublic(channel, event, listener) {
      let events = publicListeners.get(channel);
      if (!events) publicListeners.set(channel, (events = new Map()));
      let listeners = events.get(event);
      if (!listeners) {
        events.set(event, (listeners = new Set()));
        if (echo) bindPublic(echo, channel, event);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        events.delete(event);
        const dispatch = dispatchers.get(pairKey(channel, event));
        dispatchers.delete(pairKey(channel, event));
        if (events.size === 0) {
          publicListeners.delete(channel);
          echo?.leaveChannel(channel);
        } else if (echo && dispatch) {
          echo.channel(channel).stopListening(`.${event}`, dispatch);
        }
      };
    },
    close() {
      stop();
      publicListeners.clear();
      follow({});
    },
  };
}
