import type { Connection } from './connection.js';

/**
 * The server side of the activity timeout: a connection silent for `activityMs` gets a ping
 * (a `pusher:ping` frame and a websocket ping); one that answers neither within `pongMs` is
 * closed with 4201, which tells pusher-js to reconnect at once. One timer for all connections,
 * checking a few times per period, instead of a timer per connection.
 * @example const stop = startActivityMonitor(() => registry.connections(), 120_000, 30_000);
 */
export function startActivityMonitor(
  connections: () => Iterable<Connection>,
  activityMs: number,
  pongMs: number,
): () => void {
  const every = Math.min(5000, Math.max(20, Math.min(activityMs, pongMs) / 4));
  const timer = setInterval(() => {
    const now = Date.now();
    for (const connection of connections()) {
      if (connection.closed) continue;
      if (connection.pingSentAt !== undefined) {
        if (now - connection.pingSentAt >= pongMs) {
          connection.close(4201, 'Pong reply not received');
        }
      } else if (now - connection.lastSeen >= activityMs) {
        connection.ping();
      }
    }
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
