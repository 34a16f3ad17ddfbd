import type { Adapter, JoinResult, Subscription, Transition } from './adapter.js';
import type { Connection } from './connection.js';
import type { App, Logger } from './options.js';
import { encodeFrame } from './frames.js';
import { isCacheChannel } from './names.js';
import type { Registry } from './registry.js';
import { subscriptionError, subscriptionSucceeded } from './subscription-frames.js';
import { createTransitionEffects } from './transitions.js';
import { startWatchlist } from './watchlist.js';
import type { WebhookSender } from './webhooks.js';

/**
 * Channel membership across the cluster: a connection joins or leaves here, the adapter
 * decides whether that was a transition, and `transitions.ts` carries out what follows.
 * Nothing here rejects: a failing adapter is logged and, for presence, answered with a
 * subscription error.
 */
export type Channels = ReturnType<typeof createChannels>;

export type ChannelsDeps = {
  registry: Registry;
  adapter: Adapter;
  webhooks: WebhookSender;
  apps: Map<string, App>;
  logger: Logger;
  /** How long a cache channel keeps its last event. */
  cacheTtlMs: number;
};

/**
 * @example
 * const channels = createChannels({ registry, adapter, webhooks, apps, logger, cacheTtlMs });
 * await channels.join(connection, 'private-chat');
 */
export function createChannels(deps: ChannelsDeps) {
  const { registry, adapter, webhooks, apps, logger } = deps;
  const effects = createTransitionEffects(adapter, webhooks);
  /** Adapter calls not finished yet, so that shutdown can wait for its own leaves. */
  const pending = new Set<Promise<unknown>>();
  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  function failed(action: string, subscription: Subscription) {
    return (error: unknown) => {
      const { channel, socketId } = subscription;
      logger.warn({ err: error, channel, socketId }, `adapter ${action} failed`);
    };
  }

  /** A subscription of a public, private or user channel: delivered at once, counted after. */
  function joinPlain(connection: Connection, channel: string, reply: boolean): void {
    const subscription = { appId: connection.app.id, channel, socketId: connection.socketId };
    connection.channels.set(channel, undefined);
    registry.subscribe(connection, channel);
    if (reply) connection.send(subscriptionSucceeded(channel));
    track(adapter.join(subscription))
      .then((result) => result.ok && effects.joined(connection.app, subscription, result))
      .catch(failed('join', subscription));
  }

  /**
   * A presence subscription waits for the adapter, which knows every member. The connection
   * starts receiving only once its `subscription_succeeded` (with the members) is sent, so no
   * `member_added` can reach pusher-js before the hash it would be merged into.
   */
  async function joinPresence(
    connection: Connection,
    channel: string,
    member: Subscription['member'],
  ) {
    const app = connection.app;
    const subscription = { appId: app.id, channel, socketId: connection.socketId, member };
    connection.channels.set(channel, member);
    const current = () => !connection.closed && connection.channels.get(channel) === member;
    let result: JoinResult;
    try {
      result = await track(adapter.join(subscription, app.maxPresenceMembers));
    } catch (error) {
      failed('join', subscription)(error);
      if (current()) connection.channels.delete(channel);
      connection.send(subscriptionError(channel, 'ServerError', 'Presence is unavailable', 503));
      return;
    }
    if (!result.ok) {
      if (current()) connection.channels.delete(channel);
      const error = `The channel has reached ${app.maxPresenceMembers} members`;
      connection.send(subscriptionError(channel, 'LimitReached', error, 403));
      return;
    }
    effects.joined(app, subscription, result);
    if (!current()) return;
    connection.send(subscriptionSucceeded(channel, result.members));
    registry.subscribe(connection, channel);
  }

  /**
   * A new subscriber of a cache channel gets its last event right after subscription_succeeded,
   * or `pusher:cache_miss` (and the `cache_miss` webhook) when there is none. A live event that
   * reaches the connection while the cache is read is newer: then the cached one is not sent.
   */
  async function replayCache(connection: Connection, channel: string) {
    const { app, socketId } = connection;
    connection.awaitingCache.add(channel);
    let frame: string | undefined;
    try {
      frame = await adapter.cachedEvent(app.id, channel);
    } catch (error) {
      connection.awaitingCache.delete(channel);
      failed('cache read', { appId: app.id, channel, socketId })(error);
      return;
    }
    if (!connection.awaitingCache.delete(channel)) return;
    if (connection.closed || !connection.channels.has(channel)) return;
    if (frame !== undefined) return connection.send(frame);
    connection.send(encodeFrame({ event: 'pusher:cache_miss', channel }));
    webhooks.send(app, { name: 'cache_miss', channel });
  }

  /** A repeated subscription is answered again (with the members) and counted once. */
  async function answerAgain(connection: Connection, channel: string) {
    if (!channel.startsWith('presence-')) return connection.send(subscriptionSucceeded(channel));
    try {
      const members = await adapter.members(connection.app.id, channel);
      connection.send(subscriptionSucceeded(channel, members));
    } catch (error) {
      failed('members', { appId: connection.app.id, channel, socketId: connection.socketId })(
        error,
      );
      connection.send(subscriptionError(channel, 'ServerError', 'Presence is unavailable', 503));
    }
  }

  return {
    /** Delivers a frame to a channel on every node, except one socket (the sender). */
    broadcast(appId: string, channel: string, frame: string, exceptSocketId?: string): void {
      adapter.broadcast(appId, channel, frame, exceptSocketId);
    },

    /** Subscribes and answers; `reply: false` joins silently (the user channel at sign-in). */
    async join(
      connection: Connection,
      channel: string,
      member?: Subscription['member'],
      reply = true,
    ) {
      if (connection.channels.has(channel)) {
        if (reply) await answerAgain(connection, channel);
        return;
      }
      if (member) await joinPresence(connection, channel, member);
      else joinPlain(connection, channel, reply);
      // Joined (a presence join can fail): from here live events reach the connection.
      if (isCacheChannel(channel) && registry.subscribed(connection, channel)) {
        await replayCache(connection, channel);
      }
    },

    /** Starts a signed-in connection's watchlist events (see `watchlist.ts`). */
    async watch(connection: Connection, watched: string[]): Promise<void> {
      await startWatchlist(adapter, registry, connection, watched).catch(
        failed('watchlist', {
          appId: connection.app.id,
          channel: '',
          socketId: connection.socketId,
        }),
      );
    },

    /** Keeps a cache channel's last event, for subscribers to come on any node. */
    remember(appId: string, channel: string, frame: string): void {
      track(adapter.cacheEvent(appId, channel, frame, deps.cacheTtlMs)).catch(
        failed('cache write', { appId, channel, socketId: '' }),
      );
    },

    /** Unsubscribes a connection; no reply, as the protocol says. */
    leave(connection: Connection, channel: string): void {
      if (!connection.channels.has(channel)) return;
      const member = connection.channels.get(channel);
      connection.channels.delete(channel);
      registry.unsubscribe(connection, channel);
      const { app, socketId } = connection;
      const subscription = { appId: app.id, channel, socketId, member };
      track(adapter.leave(subscription))
        .then((result) => effects.left(app, { channel, socketId, userId: member?.userId }, result))
        .catch(failed('leave', subscription));
    },

    /** Resolves when every adapter call made so far has finished. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    /** What follows transitions the adapter found by itself (dead nodes, re-registration). */
    transitions(changes: Transition[]): void {
      for (const change of changes) {
        const app = apps.get(change.appId);
        if (!app) continue;
        if (change.kind === 'join') effects.joined(app, change, change);
        else effects.left(app, change, change);
      }
    },

    /** The subscriptions of this node's connections, for the adapter to re-register. */
    *subscriptions(): Iterable<Subscription> {
      for (const connection of registry.connections()) {
        for (const [channel, member] of connection.channels) {
          yield { appId: connection.app.id, channel, socketId: connection.socketId, member };
        }
      }
    },
  };
}
