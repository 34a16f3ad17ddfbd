import type { SessionBinding } from './adapter.js';
import type { Channels } from './channels.js';
import type { Connection, Refusal } from './connection.js';
import type { Registry } from './registry.js';
import { takeBack } from './take-back.js';

/** How long an ended session is remembered, for bindings that were on their way (10 min). */
const ENDED_MEMORY_MS = 10 * 60_000;
/** Grants a connection keeps for channels it has not subscribed (yet): past it, the oldest go. */
const MAX_PENDING_GRANTS = 100;

export const SESSION_ENDED = 'The session that authorised this channel has ended';
const ENDED: Refusal = { error: SESSION_ENDED, status: 401 };

/**
 * API sessions and the sockets they authorised. The API tells, at `/broadcasting/auth`, which of
 * its sessions (an opaque id: the API token's) authorised which socket's channel, or its
 * `pusher:signin`; when the session ends (logout, password change, account deletion), every
 * node takes back what it authorised:
 * - each channel it authorised is unsubscribed, with a `pusher:subscription_error` (AuthError,
 *   401) on that channel so the client knows why; the socket stays, with the channels other
 *   sessions authorised (pusher-js would otherwise reconnect and resubscribe everything, and
 *   the re-authorisation with the dead token would fail anyway);
 * - its old signature no longer subscribes that socket to that channel (a new authorisation by
 *   a live session does);
 * - a connection it signed in is closed with 4009 (unauthorised: pusher-js does not reconnect),
 *   since the protocol has no way to sign a connection out.
 * Ended sessions are remembered for a while, so that a binding that crossed the ending (an auth
 * request validated just before the logout) is undone on arrival.
 * @example
 * const sessions = createSessions(registry, channels);
 * sessions.bind({ appId, socketId, session: '42', channel: 'private-chat' });
 * sessions.end(appId, ['42']);
 */
export function createSessions(registry: Registry, channels: Channels, now = Date.now) {
  const ended = new Map<string, number>();
  const key = (appId: string, session: string) => `${appId}\n${session}`;

  function forgetOld(): void {
    const limit = now() - ENDED_MEMORY_MS;
    // Insertion order is time order: stop at the first one still fresh.
    for (const [name, at] of ended) {
      if (at > limit) break;
      ended.delete(name);
    }
  }

  function signOut(connection: Connection): void {
    connection.close(4009, 'The session that signed this connection in has ended');
  }

  function grant(connection: Connection, { channel, session, userId }: SessionBinding): void {
    if (channel === undefined) return;
    if (connection.grants.size >= MAX_PENDING_GRANTS + connection.channels.size) {
      const stale = [...connection.grants.keys()].find((name) => !connection.channels.has(name));
      if (stale !== undefined) connection.grants.delete(stale);
    }
    connection.grants.set(channel, { session, userId });
    connection.revoked.delete(channel);
  }

  return {
    /** Records a binding for a socket of this node; others ignore it. */
    bind(binding: SessionBinding): void {
      const { appId, socketId, session, channel } = binding;
      const connection = registry.get(socketId);
      if (!connection || connection.closed || connection.app.id !== appId) return;
      forgetOld();
      const over = ended.has(key(appId, session));
      if (channel === undefined) {
        if (over) signOut(connection);
        else connection.signinSession = session;
      } else if (over) {
        takeBack(channels, connection, channel, ENDED);
      } else {
        grant(connection, binding);
      }
    },

    /** Takes back from this node's sockets what these sessions authorised. */
    end(appId: string, sessions: string[]): void {
      forgetOld();
      const over = new Set(sessions);
      for (const session of over) {
        ended.delete(key(appId, session));
        ended.set(key(appId, session), now());
      }
      // A walk over this node's connections: sessions end seldom (a logout), and an index by
      // session would cost memory on every connection to save microseconds there.
      for (const connection of [...registry.connections()]) {
        if (connection.app.id !== appId) continue;
        for (const [channel, { session }] of [...connection.grants]) {
          if (over.has(session)) takeBack(channels, connection, channel, ENDED);
        }
        if (connection.signinSession !== undefined && over.has(connection.signinSession)) {
          signOut(connection);
        }
      }
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
