import type { Connection } from './connection.js';
import type { GaugeValues } from './metrics.js';
import { WATCHLIST_PREFIX } from './watchlist.js';

type Index = Map<string, Map<string, Set<Connection>>>;

/** How `encodeFrame` starts a frame of the protocol's own (member_added…). */
const INTERNAL_FRAME = '{"event":"pusher_internal:';

/**
 * This node's connections, indexed by socket id, by channel and by signed-in user (per app).
 * Delivery reads only this index, so a node delivers what any node broadcasts without asking
 * the adapter who is subscribed.
 */
export class Registry {
  private readonly bySocket = new Map<string, Connection>();
  private readonly byChannel: Index = new Map();
  private readonly byUser: Index = new Map();
  private readonly byAddress = new Map<string, number>();
  /** Watchers by watched user id, under the internal `#watchlist-{id}` channel names. */
  private readonly byWatched: Index = new Map();

  get size(): number {
    return this.bySocket.size;
  }

  has(socketId: string): boolean {
    return this.bySocket.has(socketId);
  }

  get(socketId: string): Connection | undefined {
    return this.bySocket.get(socketId);
  }

  /** This node's connections from one client address. */
  fromAddress(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  add(connection: Connection): void {
    this.bySocket.set(connection.socketId, connection);
    this.byAddress.set(connection.address, this.fromAddress(connection.address) + 1);
  }

  remove(connection: Connection): void {
    if (!this.bySocket.delete(connection.socketId)) return;
    const left = this.fromAddress(connection.address) - 1;
    if (left > 0) this.byAddress.set(connection.address, left);
    else this.byAddress.delete(connection.address);
    for (const channel of connection.channels.keys()) this.unsubscribe(connection, channel);
    if (connection.user) remove(this.byUser, connection.app.id, connection.user.id, connection);
    for (const userId of connection.watching) {
      remove(this.byWatched, connection.app.id, `${WATCHLIST_PREFIX}${userId}`, connection);
    }
  }

  connections(): IterableIterator<Connection> {
    return this.bySocket.values();
  }

  subscribe(connection: Connection, channel: string): void {
    add(this.byChannel, connection.app.id, channel, connection);
  }

  subscribed(connection: Connection, channel: string): boolean {
    return this.byChannel.get(connection.app.id)?.get(channel)?.has(connection) ?? false;
  }

  unsubscribe(connection: Connection, channel: string): void {
    remove(this.byChannel, connection.app.id, channel, connection);
  }

  /** Delivers to this connection what `#watchlist-{id}` carries for each of these users. */
  watch(connection: Connection, userIds: string[]): void {
    connection.watching = userIds;
    for (const userId of userIds) {
      add(this.byWatched, connection.app.id, `${WATCHLIST_PREFIX}${userId}`, connection);
    }
  }

  signIn(connection: Connection, userId: string): void {
    add(this.byUser, connection.app.id, userId, connection);
  }

  /** Sends a frame to this node's subscribers of a channel; returns how many got it. */
  deliver(appId: string, channel: string, frame: string, exceptSocketId?: string): number {
    let sent = 0;
    // Presence frames are not events of the channel: they do not replace its cached event.
    const live = !frame.startsWith(INTERNAL_FRAME);
    const index = channel.startsWith(WATCHLIST_PREFIX) ? this.byWatched : this.byChannel;
    for (const connection of index.get(appId)?.get(channel) ?? []) {
      if (connection.socketId === exceptSocketId) continue;
      if (live) connection.awaitingCache.delete(channel);
      connection.send(frame);
      sent += 1;
    }
    return sent;
  }

  /** This node's connections of a signed-in user. */
  userConnections(appId: string, userId: string): Connection[] {
    return [...(this.byUser.get(appId)?.get(userId) ?? [])];
  }

  gauges(appIds: string[]): GaugeValues {
    const values: GaugeValues = {
      realtime_connections: new Map(appIds.map((id) => [id, 0])),
      realtime_channels: new Map(appIds.map((id) => [id, this.byChannel.get(id)?.size ?? 0])),
      realtime_subscriptions: new Map(appIds.map((id) => [id, 0])),
    };
    for (const connection of this.bySocket.values()) {
      const id = connection.app.id;
      values.realtime_connections.set(id, (values.realtime_connections.get(id) ?? 0) + 1);
      const subscriptions = (values.realtime_subscriptions.get(id) ?? 0) + connection.channels.size;
      values.realtime_subscriptions.set(id, subscriptions);
    }
    return values;
  }
}

function add(index: Index, appId: string, key: string, connection: Connection): void {
  let app = index.get(appId);
  if (!app) index.set(appId, (app = new Map()));
  let set = app.get(key);
  if (!set) app.set(key, (set = new Set()));
  set.add(connection);
}

function remove(index: Index, appId: string, key: string, connection: Connection): void {
  const app = index.get(appId);
  const set = app?.get(key);
  if (!app || !set) return;
  set.delete(connection);
  if (set.size === 0) app.delete(key);
  if (app.size === 0) index.delete(appId);
}
