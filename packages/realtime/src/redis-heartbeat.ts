import type { Redis } from 'ioredis';
import type { AdapterNode, Subscription, Transition } from './adapter.js';
import type { Logger } from './options.js';
import { subscriptionField, type RedisKeys } from './redis-keys.js';
import { HEARTBEAT, REAP, runScript } from './redis-scripts.js';
import type { RedisStore } from './redis-store.js';

export type HeartbeatDeps = {
  redis: Redis;
  keys: RedisKeys;
  nodeId: string;
  node: AdapterNode;
  store: RedisStore;
  intervalMs: number;
  timeoutMs: number;
  logger: Logger;
  /** A reaped node's id, so the bus forgets its sequence. */
  reaped(nodeId: string): void;
};

/**
 * Keeps the cluster's shared state true to the live nodes. Every `intervalMs` a node records
 * its heartbeat and reaps the nodes silent for `timeoutMs`: their subscriptions are undone and
 * the transitions (member_removed, channel_vacated) announced, so a crashed node's members do
 * not stay forever. A node that finds it was reaped itself (Redis unreachable longer than the
 * timeout), or whose Redis call failed, reconciles: it compares its records with its live
 * connections and joins or leaves the difference.
 * @example const heartbeat = createHeartbeat(deps); await heartbeat.tick(); heartbeat.start();
 */
export function createHeartbeat(deps: HeartbeatDeps) {
  const { redis, keys, nodeId, node, store, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let first = true;
  let dirty = false;

  async function beat(): Promise<void> {
    try {
      const [known, dead] = (await runScript(
        redis,
        HEARTBEAT,
        [keys.nodes],
        [nodeId, deps.timeoutMs],
      )) as [number, string[]];
      if (known === 0 && !first) dirty = true;
      first = false;
      for (const id of dead) await reap(id);
      if (dirty) {
        dirty = false;
        await reconcile();
      }
    } catch (error) {
      dirty = true;
      logger.warn({ err: error, nodeId }, 'redis heartbeat failed; will reconcile');
    }
  }

  /** Undoes a node's records (a dead one, or this one on leaving) and announces the changes. */
  async function reap(id: string): Promise<void> {
    const flat = (await runScript(redis, REAP, [keys.nodes], [keys.prefix, id])) as unknown[];
    const changes: Transition[] = [];
    for (let index = 0; index + 5 < flat.length; index += 6) {
      const [appId, channel, socketId, userId, vacated, removed] = flat.slice(index, index + 6);
      changes.push({
        kind: 'leave',
        appId: String(appId),
        channel: String(channel),
        socketId: String(socketId),
        userId: userId === '' ? undefined : String(userId),
        vacated: Number(vacated) === 1,
        memberRemoved: Number(removed) === 1,
      });
    }
    if (id !== nodeId) deps.reaped(id);
    if (changes.length > 0) node.transitions(changes);
  }

  async function reconcile(): Promise<void> {
    const recorded = await store.recorded();
    const live = new Map<string, Subscription>();
    for (const subscription of node.subscriptions()) {
      const { appId, channel, socketId } = subscription;
      live.set(subscriptionField(appId, channel, socketId), subscription);
    }
    const changes: Transition[] = [];
    for (const [field, userId] of recorded) {
      if (live.has(field)) continue;
      const [appId = '', channel = '', socketId = ''] = field.split('\n');
      const result = await store.leave(appId, channel, socketId);
      const user = userId === '' ? undefined : userId;
      changes.push({ kind: 'leave', appId, channel, socketId, userId: user, ...result });
    }
    for (const [field, subscription] of live) {
      if (recorded.has(field)) continue;
      const result = await store.join(subscription);
      if (!result.ok) continue;
      const { occupied, memberAdded } = result;
      changes.push({ kind: 'join', ...subscription, occupied, memberAdded });
    }
    if (changes.length > 0) node.transitions(changes);
  }

  return {
    /** One heartbeat, reaping and reconciling as needed; concurrent calls share one run. */
    tick(): Promise<void> {
      running ??= beat().finally(() => (running = undefined));
      return running;
    },
    start(): void {
      timer = setInterval(() => void this.tick(), deps.intervalMs);
      timer.unref();
    },
    /** Stops beating and undoes this node's records (normally none are left). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
      await reap(nodeId);
    },
    /** A Redis call failed: the records may be off, reconcile at the next heartbeat. */
    markDirty(): void {
      dirty = true;
    },
  };
}
