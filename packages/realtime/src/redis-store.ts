import type { Redis } from 'ioredis';
import type { ChannelStats, JoinResult, LeaveResult, Subscription } from './adapter.js';
import { subscriptionField, type RedisKeys } from './redis-keys.js';
import { JOIN, LEAVE, runScript } from './redis-scripts.js';

/**
 * Cluster-wide membership in Redis: joins and leaves through the atomic scripts, counts and
 * members read from the shared hashes.
 * @example
 * const store = createRedisStore(redis, redisKeys('realtime:'), nodeId);
 * await store.join({ appId: '1', channel: 'news', socketId: '1.2' });
 */
export function createRedisStore(redis: Redis, keys: RedisKeys, nodeId: string) {
  const nodeKey = keys.node(nodeId);
  const channelKeys = (appId: string, channel: string) => [
    nodeKey,
    keys.occupancy(appId),
    keys.users(appId, channel),
    keys.info(appId, channel),
  ];

  async function join(subscription: Subscription, maxMembers = 0): Promise<JoinResult> {
    const { appId, channel, socketId, member } = subscription;
    const result = (await runScript(redis, JOIN, channelKeys(appId, channel), [
      subscriptionField(appId, channel, socketId),
      channel,
      member?.userId ?? '',
      JSON.stringify(member?.userInfo ?? null),
      maxMembers,
    ])) as [number, number?, string[]?];
    if (result[0] === -1) return { ok: false, reason: 'member_limit' };
    const joined = { ok: true as const, occupied: result[0] === 1, memberAdded: result[1] === 1 };
    return member ? { ...joined, members: parseMembers(result[2] ?? []) } : joined;
  }

  async function leave(appId: string, channel: string, socketId: string): Promise<LeaveResult> {
    const field = subscriptionField(appId, channel, socketId);
    const [vacated, removed] = (await runScript(redis, LEAVE, channelKeys(appId, channel), [
      field,
      channel,
    ])) as [number, number];
    return { vacated: vacated === 1, memberRemoved: removed === 1 };
  }

  async function channel(appId: string, name: string): Promise<ChannelStats> {
    const count = Number((await redis.hget(keys.occupancy(appId), name)) ?? 0);
    if (!name.startsWith('presence-')) return { subscriptionCount: count };
    return { subscriptionCount: count, userCount: await redis.hlen(keys.users(appId, name)) };
  }

  async function channels(appId: string): Promise<Map<string, ChannelStats>> {
    const counts = await redis.hgetall(keys.occupancy(appId));
    const result = new Map<string, ChannelStats>();
    const presence = Object.keys(counts).filter((name) => name.startsWith('presence-'));
    const users = await Promise.all(presence.map((name) => redis.hlen(keys.users(appId, name))));
    const userCounts = new Map(presence.map((name, index) => [name, users[index] ?? 0]));
    for (const [name, count] of Object.entries(counts)) {
      const subscriptionCount = Number(count);
      const userCount = userCounts.get(name);
      result.set(
        name,
        userCount === undefined ? { subscriptionCount } : { subscriptionCount, userCount },
      );
    }
    return result;
  }

  async function members(appId: string, name: string): Promise<Map<string, unknown>> {
    return parseMembers(Object.entries(await redis.hgetall(keys.info(appId, name))).flat());
  }

  /** This node's records, as the reconciliation compares them with its live connections. */
  async function recorded(): Promise<Map<string, string>> {
    return new Map(Object.entries(await redis.hgetall(nodeKey)));
  }

  return { join, leave, channel, channels, members, recorded };
}

export type RedisStore = ReturnType<typeof createRedisStore>;

/** A flat `[id, json, id, json, …]` hash reply as user id to user_info. */
function parseMembers(flat: string[]): Map<string, unknown> {
  const members = new Map<string, unknown>();
  for (let index = 0; index + 1 < flat.length; index += 2) {
    const id = flat[index] as string;
    try {
      members.set(id, JSON.parse(flat[index + 1] as string));
    } catch {
      members.set(id, null);
    }
  }
  return members;
}
