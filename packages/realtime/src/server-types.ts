import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ChannelAuthorization, PresenceChannelData, UserAuthentication } from './auth.js';
import type { HttpRequest, HttpResponse } from './http-types.js';
import type { CounterValues, GaugeValues } from './metrics.js';

/** What the API publishes: data objects are JSON-encoded once, strings are sent as they are. */
export type PublishInput = {
  channels: string[];
  event: string;
  data: unknown;
  /** Leaves this connection out (the sender's own socket id). */
  socketId?: string;
  /** Which app; the first configured app when absent. */
  appId?: string;
};

export type RealtimeServer = {
  /** This node's id in logs and in the adapter's records. */
  readonly nodeId: string;
  /** Resolves once the adapter carries messages (Redis subscribed); rejects if it cannot. */
  ready(): Promise<void>;
  /** Hook on `httpServer.on('upgrade')`: takes `/app/{key}` and refuses everything else. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** The Pusher HTTP API (`/apps/{id}/…`), with the raw body. Never throws for bad input. */
  handleHttp(request: HttpRequest): Promise<HttpResponse>;
  /** Sends an event from the server; throws `RealtimeError` for input Pusher would refuse. */
  publish(input: PublishInput): Promise<void>;
  /** The `{ auth }` body of `/broadcasting/auth`; throws `RealtimeError` (answer 403). */
  authorizeChannel(
    socketId: string,
    channel: string,
    channelData?: PresenceChannelData | string,
    appId?: string,
  ): ChannelAuthorization;
  /** The `{ auth, user_data }` body of `/broadcasting/user-auth`; throws `RealtimeError`. */
  authenticateUser(
    socketId: string,
    userData: { id: string; [field: string]: unknown } | string,
    appId?: string,
  ): UserAuthentication;
  /**
   * Records that an API session (an opaque id, e.g. the API token's) authorised this socket's
   * `channel`, or its `pusher:signin` when `channel` is absent. Call it where the auth endpoint
   * signs; `endSessions` later takes back what the session authorised, on every node. `userId`
   * says whose session it is, for `removeFromChannel`.
   * @example realtime.bindSession({ socketId, session: String(tokenId), channel: channelName });
   */
  bindSession(binding: {
    socketId: string;
    session: string;
    channel?: string;
    userId?: string;
    appId?: string;
  }): void;
  /**
   * Ends API sessions (logout, password change, account deletion): on every node, the channels
   * they authorised are unsubscribed with a `pusher:subscription_error` (AuthError, 401), and
   * the connections they signed in are closed with 4009.
   * @example tokens.onRevoked((ids) => realtime.endSessions(ids.map(String)));
   */
  endSessions(sessions: string[], appId?: string): void;
  /**
   * Takes one channel back from some users on every node (a member left the group whose
   * presence channel it is): their subscriptions end with a `pusher:subscription_error`
   * (AuthError, 403), the others hear `member_removed` once a user's last connection is out,
   * and the signatures their sockets hold for it no longer subscribe until a new binding.
   * A removal reaches every node after the bindings sent before it, so an auth endpoint closes
   * the race with a removal by checking its rule again after `bindSession`, and removing when
   * it no longer holds.
   * @example realtime.removeFromChannel('presence-group.7', ['42']);
   */
  removeFromChannel(channel: string, userIds: string[], appId?: string): void;
  /**
   * Which of these channels have a subscriber anywhere in the cluster (the adapter's counts,
   * as `GET /apps/{id}/channels/{name}` answers `occupied`). A feature that reaches people
   * elsewhere too (Web Push) asks it to leave out whoever an event already reached live.
   * @example const [live] = await realtime.occupied([`private-activity-message-new.${wstoken}`]);
   */
  occupied(channels: string[], appId?: string): Promise<boolean[]>;
  /** Prometheus text exposition of this node's gauges and counters. */
  metrics(): string;
  /**
   * The same figures as numbers (gauges read now), for an owner that exposes them through its
   * own metrics registry (the API server's prom-client registry).
   */
  stats(): { gauges: GaugeValues; counters: CounterValues };
  /** Closes every socket with 4200, stops the timers, leaves the adapter. */
  close(): Promise<void>;
};
