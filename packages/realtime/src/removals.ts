import type { Channels } from './channels.js';
import type { Connection, Refusal } from './connection.js';
import type { Registry } from './registry.js';
import { takeBack } from './take-back.js';

export const USER_REMOVED = 'The app removed this user from the channel';
/** 403, not the ended session's 401: the user is still signed in, only no longer allowed here. */
const REMOVED: Refusal = { error: USER_REMOVED, status: 403 };

/** The users a connection is on a channel: its presence member, its grant's, its signed-in user. */
function holders(connection: Connection, channel: string): Array<string | undefined> {
  return [
    connection.channels.get(channel)?.userId,
    connection.grants.get(channel)?.userId,
    connection.user?.id,
  ];
}

/**
 * Removing users from a channel (the API's member left, or was removed from, the group whose
 * presence channel it is), on this node; the adapter brings it to every node. Each socket of
 * theirs has the channel taken back (`take-back.ts`): a subscription ends with a
 * `pusher:subscription_error` (AuthError, 403), so nothing more of the channel reaches it
 * (events, client events, presence) and it sends no client events there; the other members
 * hear `member_removed` once the user's last connection has left, anywhere in the cluster;
 * and a signature the socket already holds, subscribed or not yet, no longer subscribes it
 * until the app authorises it again (a new binding). Whose a socket is comes from its presence
 * member, from the binding (`SessionBinding.userId`) or from its sign-in.
 * @example
 * const removals = createRemovals(registry, channels);
 * removals.remove(appId, 'presence-group.7', ['42']);
 */
export function createRemovals(registry: Registry, channels: Channels) {
  return {
    remove(appId: string, channel: string, userIds: string[]): void {
      const removed = new Set(userIds);
      // A walk over this node's connections, as for ended sessions: removals are seldom (a
      // member leaves a group), and a socket holding an unused grant is in no channel index.
      for (const connection of [...registry.connections()]) {
        if (connection.app.id !== appId || connection.closed) continue;
        const held = holders(connection, channel).some((id) => id !== undefined && removed.has(id));
        if (held) takeBack(channels, connection, channel, REMOVED);
      }
    },
  };
}

export type Removals = ReturnType<typeof createRemovals>;
