import type {
  Adapter,
  AdapterNode,
  ChannelStats,
  JoinResult,
  LeaveResult,
  Subscription,
} from './adapter.js';
import { createEventCache } from './event-cache.js';

type ChannelState = {
  sockets: Set<string>;
  /** Presence only: user id to their connections here and the user_info of the first. */
  users: Map<string, { sockets: Set<string>; info: unknown }>;
};

/**
 * The in-process adapter, for one node: broadcasts are local deliveries and the counts live in
 * maps. Joins and leaves are keyed by socket id, so repeating one changes nothing, as with
 * the Redis adapter.
 * @example createRealtimeServer({ apps, adapter: createMemoryAdapter() })
 */
export function createMemoryAdapter(): Adapter {
  let node: AdapterNode | undefined;
  const apps = new Map<string, Map<string, ChannelState>>();
  const cache = createEventCache();

  function state(appId: string, channel: string): ChannelState {
    let channels = apps.get(appId);
    if (!channels) apps.set(appId, (channels = new Map()));
    let found = channels.get(channel);
    if (!found) channels.set(channel, (found = { sockets: new Set(), users: new Map() }));
    return found;
  }

  function members(found: ChannelState | undefined): Map<string, unknown> {
    return new Map([...(found?.users ?? [])].map(([id, user]) => [id, user.info]));
  }

  function stats(channel: string, found: ChannelState | undefined): ChannelStats {
    const subscriptionCount = found?.sockets.size ?? 0;
    return channel.startsWith('presence-')
      ? { subscriptionCount, userCount: found?.users.size ?? 0 }
      : { subscriptionCount };
  }

  return {
    async attach(attached) {
      node = attached;
    },
    async detach() {
      node = undefined;
      apps.clear();
      cache.clear();
    },
    broadcast(appId, channel, frame, exceptSocketId) {
      node?.deliver(appId, channel, frame, exceptSocketId);
    },
    terminateUser(appId, userId) {
      node?.terminateUser(appId, userId);
    },
    bindSession(binding) {
      node?.bindSession(binding);
    },
    endSessions(appId, sessions) {
      node?.endSessions(appId, sessions);
    },
    removeFromChannel(appId, channel, userIds) {
      node?.removeFromChannel(appId, channel, userIds);
    },
    async join({ appId, channel, socketId, member }: Subscription, maxMembers) {
      const found = state(appId, channel);
      const presence = member ? members(found) : undefined;
      if (found.sockets.has(socketId))
        return { ok: true, occupied: false, memberAdded: false, members: presence };
      if (
        member &&
        maxMembers &&
        !found.users.has(member.userId) &&
        found.users.size >= maxMembers
      ) {
        if (found.sockets.size === 0) apps.get(appId)?.delete(channel);
        return { ok: false, reason: 'member_limit' };
      }
      const occupied = found.sockets.size === 0;
      found.sockets.add(socketId);
      let memberAdded = false;
      if (member) {
        const user = found.users.get(member.userId);
        if (user) user.sockets.add(socketId);
        else
          found.users.set(member.userId, { sockets: new Set([socketId]), info: member.userInfo });
        memberAdded = !user;
      }
      const result: JoinResult = { ok: true, occupied, memberAdded };
      return member ? { ...result, members: members(found) } : result;
    },
    async leave({ appId, channel, socketId, member }: Subscription): Promise<LeaveResult> {
      const found = apps.get(appId)?.get(channel);
      if (!found?.sockets.delete(socketId)) return { vacated: false, memberRemoved: false };
      let memberRemoved = false;
      const user = member && found.users.get(member.userId);
      if (member && user) {
        user.sockets.delete(socketId);
        memberRemoved = user.sockets.size === 0;
        if (memberRemoved) found.users.delete(member.userId);
      }
      const vacated = found.sockets.size === 0;
      if (vacated) apps.get(appId)?.delete(channel);
      return { vacated, memberRemoved };
    },
    async cacheEvent(appId, channel, frame, ttlMs) {
      cache.set(`${appId}\n${channel}`, frame, ttlMs);
    },
    async cachedEvent(appId, channel) {
      return cache.get(`${appId}\n${channel}`);
    },
    async members(appId, channel) {
      return members(apps.get(appId)?.get(channel));
    },
    async channels(appId) {
      return new Map(
        [...(apps.get(appId) ?? [])].map(([name, found]) => [name, stats(name, found)]),
      );
    },
    async channel(appId, channel) {
      return stats(channel, apps.get(appId)?.get(channel));
    },
  };
}
