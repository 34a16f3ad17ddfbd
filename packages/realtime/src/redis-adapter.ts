import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Adapter, AdapterNode } from './adapter.js';
import { consoleLogger, type Logger } from './options.js';
import { createBus, type BusMessage } from './redis-bus.js';
import { createHeartbeat } from './redis-heartbeat.js';
import { redisKeys } from './redis-keys.js';
import { createRedisStore } from './redis-store.js';

export type RedisAdapterOptions = (
  | { url: string }
  /** Two connections the owner manages; the subscriber is used for pub/sub only. */
  | { publisher: Redis; subscriber: Redis }
) & {
  /** Prefix of every key and of the pub/sub channel ("realtime:"). */
  keyPrefix?: string;
  /** How often a node records that it is alive (5000). */
  heartbeatMs?: number;
  /** How long a silent node counts as alive before others undo its state (30000). */
  nodeTimeoutMs?: number;
  logger?: Logger;
};

/**
 * The adapter for several nodes sharing one Redis (not Redis Cluster: the reaping script
 * computes key names). Broadcasts go over one pub/sub channel that every node reads;
 * membership lives in hashes changed by atomic scripts; heartbeats let live nodes undo a dead
 * node's members. ioredis reconnects and resubscribes by itself; sequence numbers on the bus
 * drop the repeats its resent commands could cause. Messages published while a node is cut
 * off from Redis do not reach it (pub/sub keeps nothing).
 * @example
 * const adapter = createRedisAdapter({ url: process.env.REDIS_URL });
 * const realtime = createRealtimeServer({ apps, adapter });
 * await realtime.ready();
 */
export function createRedisAdapter(options: RedisAdapterOptions): Adapter {
  const logger = options.logger ?? consoleLogger;
  const owned = 'url' in options;
  const publisher = owned ? new Redis(options.url) : options.publisher;
  const subscriber = owned ? new Redis(options.url) : options.subscriber;
  if (owned) {
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: unknown) => logger.warn({ err: error }, 'redis connection'));
    }
  }
  const keys = redisKeys(options.keyPrefix ?? 'realtime:');
  let attached: ReturnType<typeof attachTo> | undefined;

  function attachTo(node: AdapterNode) {
    const id = `${node.id}:${randomUUID().slice(0, 8)}`;
    const bus = createBus(id);
    const store = createRedisStore(publisher, keys, id);
    const heartbeat = createHeartbeat({
      redis: publisher,
      keys,
      nodeId: id,
      node,
      store,
      intervalMs: options.heartbeatMs ?? 5000,
      timeoutMs: options.nodeTimeoutMs ?? 30_000,
      logger,
      reaped: (nodeId) => bus.forget(nodeId),
    });
    const onMessage = (channel: string, text: string) => {
      if (channel !== keys.bus) return;
      const message = bus.decode(text);
      if (message?.kind === 'broadcast') {
        node.deliver(message.appId, message.channel, message.frame, message.except);
      } else if (message?.kind === 'terminate') {
        node.terminateUser(message.appId, message.userId);
      } else if (message?.kind === 'bind') {
        const { kind: _kind, ...binding } = message;
        node.bindSession(binding);
      } else if (message?.kind === 'end-sessions') {
        node.endSessions(message.appId, message.sessions);
      } else if (message?.kind === 'remove') {
        node.removeFromChannel(message.appId, message.channel, message.userIds);
      }
    };
    return { node, bus, store, heartbeat, onMessage };
  }

  function current() {
    if (!attached) throw new Error('realtime: the Redis adapter is not attached');
    return attached;
  }

  function publish(message: BusMessage): void {
    const { bus } = current();
    publisher
      .publish(keys.bus, bus.encode(message))
      .catch((error: unknown) => logger.warn({ err: error }, 'redis publish failed'));
  }

  /** A failed membership call leaves the records in doubt: reconcile at the next heartbeat. */
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      attached?.heartbeat.markDirty();
      throw error;
    }
  }

  return {
    async attach(node) {
      attached = attachTo(node);
      subscriber.on('message', attached.onMessage);
      await subscriber.subscribe(keys.bus);
      await attached.heartbeat.tick();
      attached.heartbeat.start();
    },
    async detach() {
      const state = attached;
      if (!state) return;
      // Undo this node's records first: their transitions still go out over the bus.
      await state.heartbeat.stop().catch((error: unknown) => {
        logger.warn({ err: error }, 'redis: leaving the cluster failed');
      });
      publish({ kind: 'bye' });
      subscriber.off('message', state.onMessage);
      await subscriber.unsubscribe(keys.bus).catch(() => undefined);
      attached = undefined;
      if (owned) await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
    broadcast(appId, channel, frame, except) {
      current().node.deliver(appId, channel, frame, except);
      publish({ kind: 'broadcast', appId, channel, frame, except });
    },
    terminateUser(appId, userId) {
      current().node.terminateUser(appId, userId);
      publish({ kind: 'terminate', appId, userId });
    },
    // All three go over the one bus, so every node sees a binding and a later ending or
    // removal in that order.
    bindSession(binding) {
      current().node.bindSession(binding);
      publish({ kind: 'bind', ...binding });
    },
    endSessions(appId, sessions) {
      current().node.endSessions(appId, sessions);
      publish({ kind: 'end-sessions', appId, sessions });
    },
    removeFromChannel(appId, channel, userIds) {
      current().node.removeFromChannel(appId, channel, userIds);
      publish({ kind: 'remove', appId, channel, userIds });
    },
    // async, so that a call after detach rejects like any other failure instead of throwing.
    join: async (subscription, maxMembers) =>
      guarded(current().store.join(subscription, maxMembers)),
    leave: async ({ appId, channel, socketId }) =>
      guarded(current().store.leave(appId, channel, socketId)),
    // Plain keys with Redis's own expiry: every node reads the same last event.
    cacheEvent: async (appId, channel, frame, ttlMs) => {
      current();
      await publisher.set(keys.cache(appId, channel), frame, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    cachedEvent: async (appId, channel) => {
      current();
      return (await publisher.get(keys.cache(appId, channel))) ?? undefined;
    },
    members: async (appId, channel) => current().store.members(appId, channel),
    channels: async (appId) => current().store.channels(appId),
    channel: async (appId, channel) => current().store.channel(appId, channel),
  };
}
