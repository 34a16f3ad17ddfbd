import type { Adapter } from './adapter.js';
import type { Connection } from './connection.js';
import { encodeFrame } from './frames.js';
import { USER_CHANNEL_PREFIX, userChannel } from './names.js';
import type { App } from './options.js';
import type { Registry } from './registry.js';

/**
 * Watchlist events (Pusher's "online status"): a user signed in with `user_data.watchlist`
 * (user ids, at most 100) hears `pusher_internal:watchlist_events` when those users come online
 * (signed in on a first connection anywhere) or go offline (their last one closed), and their
 * current state right after signing in. pusher-js hands each `{name, user_ids}` to
 * `pusher.user.watchlist.bind('online' | 'offline', …)`.
 *
 * Online means the user's `#server-to-user-{id}` channel is occupied: the adapter already
 * decides its first and last subscription once for the whole cluster, so the node that sees
 * the transition broadcasts it to the internal channel `#watchlist-{id}`, which every node
 * delivers to its own watchers (the `#` namespace is closed to clients and to the HTTP API).
 */

/** Pusher's limit on a watchlist. */
export const MAX_WATCHLIST = 100;
export const WATCHLIST_PREFIX = '#watchlist-';

export type WatchlistEvent = { name: 'online' | 'offline'; user_ids: string[] };

/**
 * The watched user ids of a signed `user_data`: strings or numbers, each once, the first 100.
 * @example watchlistOf('{"id":"1","watchlist":["2",3,"2"]}') // ['2', '3']
 */
export function watchlistOf(userData: string): string[] {
  let list: unknown;
  try {
    list = (JSON.parse(userData) as { watchlist?: unknown }).watchlist;
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const ids = list
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, MAX_WATCHLIST);
}

/** @example watchlistFrame([{ name: 'online', user_ids: ['7'] }]) */
export function watchlistFrame(events: WatchlistEvent[]): string {
  return encodeFrame({ event: 'pusher_internal:watchlist_events', data: { events } });
}

/**
 * Starts a signed-in connection's watchlist: live changes first (so none falls between), then
 * the current state, one event per status that has users.
 * @example await startWatchlist(adapter, registry, connection, ['2', '3']);
 */
export async function startWatchlist(
  adapter: Adapter,
  registry: Registry,
  connection: Connection,
  watched: string[],
): Promise<void> {
  if (watched.length === 0) return;
  registry.watch(connection, watched);
  const appId = connection.app.id;
  const counts = await Promise.all(
    watched.map((id) => adapter.channel(appId, userChannel(id)).catch(() => undefined)),
  );
  const online = watched.filter((_id, index) => (counts[index]?.subscriptionCount ?? 0) > 0);
  const offline = watched.filter((_id, index) => (counts[index]?.subscriptionCount ?? 0) === 0);
  const events: WatchlistEvent[] = [];
  if (online.length > 0) events.push({ name: 'online', user_ids: online });
  if (offline.length > 0) events.push({ name: 'offline', user_ids: offline });
  if (!connection.closed && events.length > 0) connection.send(watchlistFrame(events));
}

/**
 * Tells the watchers of a user, on every node, that the user came online or went offline,
 * when a transition of their user channel says so.
 * @example announceOnline(adapter, app, '#server-to-user-7', 'online');
 */
export function announceOnline(
  adapter: Adapter,
  app: App,
  channel: string,
  name: WatchlistEvent['name'],
): void {
  if (!channel.startsWith(USER_CHANNEL_PREFIX)) return;
  const userId = channel.slice(USER_CHANNEL_PREFIX.length);
  const frame = watchlistFrame([{ name, user_ids: [userId] }]);
  adapter.broadcast(app.id, `${WATCHLIST_PREFIX}${userId}`, frame);
}
