import { WebSocket } from 'ws';
import type { PresenceMember } from './adapter.js';
import { errorFrame } from './frames.js';
import type { Metrics } from './metrics.js';
import type { App } from './options.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';

/** Past this many unsent bytes the client is not keeping up; see `send`. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A user signed in with `pusher:signin`: the id and the exact signed `user_data`. */
export type SignedInUser = { id: string; userData: string };

/** The API session that authorised a channel, and whose it is when the API said. */
export type Grant = { session: string; userId?: string | undefined };

/** Why a channel was taken back: what a later subscription with the old signature hears. */
export type Refusal = { error: string; status: number };

/**
 * One client's websocket and what the protocol remembers about it. Holds state only: the
 * protocol modules decide what to do with it.
 */
export class Connection {
  /** Subscribed channels; the value is the presence member on presence channels. */
  readonly channels = new Map<string, PresenceMember | undefined>();
  readonly clientEvents: RateLimiter;
  user: SignedInUser | undefined;
  /** When the client last sent anything (a frame or a pong); drives the activity check. */
  lastSeen = Date.now();
  /** When the server pinged a silent client, until it answers. */
  pingSentAt: number | undefined;
  /** Which API session authorised each channel (see `sessions.ts`), while it lasts. */
  readonly grants = new Map<string, Grant>();
  /** Channels taken back (`take-back.ts`): their old signature no longer subscribes. */
  readonly revoked = new Map<string, Refusal>();
  /** The user ids this connection's signed-in user watches (`watchlist.ts`). */
  watching: string[] = [];
  /** Cache channels just joined whose last event is being fetched; a live event clears it. */
  readonly awaitingCache = new Set<string>();
  /** The API session that authorised `pusher:signin`, when the API told. */
  signinSession: string | undefined;
  closed = false;
  private disposed = false;

  /** `dispose` runs once, as soon as the connection is closing by either side. */
  constructor(
    readonly socketId: string,
    readonly app: App,
    /** The client's address (behind a trusted proxy, the one it forwarded), for the limits. */
    readonly address: string,
    private readonly socket: WebSocket,
    private readonly metrics: Metrics,
    private readonly dispose: (connection: Connection) => void,
  ) {
    this.clientEvents = createRateLimiter(app.clientEventsPerSecond);
  }

  /** Sends a serialised frame. A client too slow to drain its buffer is closed with 4100. */
  send(frame: string): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // Buffering without end is how a server's memory grows (Reverb's issue); 4100 makes
      // pusher-js reconnect after a backoff and fetch a fresh state.
      this.close(4100, 'Client too slow to receive its messages');
      return;
    }
    this.socket.send(frame);
    this.metrics.count('realtime_ws_messages_sent_total', this.app.id);
  }

  /** Pings at both levels: browsers answer frames, pusher-js answers `pusher:ping`. */
  ping(): void {
    this.pingSentAt = Date.now();
    this.send('{"event":"pusher:ping","data":"{}"}');
    if (this.socket.readyState === WebSocket.OPEN) this.socket.ping();
  }

  /** Any sign of life from the client. */
  touch(): void {
    this.lastSeen = Date.now();
    this.pingSentAt = undefined;
  }

  /**
   * Sends `pusher:error` with the code, then closes with the same code. The connection leaves
   * its channels now, not when the peer completes the closing handshake (a silent peer would
   * keep its presence for ws's 30 s close timeout).
   */
  close(code: number, message: string): void {
    if (this.closed) return;
    this.closed = true;
    if (this.socket.readyState === WebSocket.OPEN) {
      // Straight to the socket: `send` would refuse (closed) or, for a slow client, recurse.
      this.socket.send(errorFrame(code, message));
      this.metrics.count('realtime_ws_messages_sent_total', this.app.id);
    }
    this.socket.close(code, message);
    this.released();
  }

  /** The socket closed (the peer closed it, or the network did). */
  released(): void {
    this.closed = true;
    if (this.disposed) return;
    this.disposed = true;
    this.dispose(this);
  }
}
