import { WebSocket } from 'ws';

/** A frame the server sent, with `data` decoded a second time as pusher-js does. */
export type Frame = {
  event: string;
  channel?: string;
  data: unknown;
  user_id?: string;
  wire: string;
};

/** How long one answer may take before the fuzz calls it a hang. */
export const ANSWER_MS = 5000;

/**
 * A bare Pusher client on `ws`, for what pusher-js never sends: it keeps every frame in
 * arrival order (a frame that is not JSON is kept too, as event `(not json)`, for the check to
 * fail on) and the close, and sends anything, text or binary, well formed or not.
 */
export class RawSocket {
  private readonly frames: Frame[] = [];
  private readonly wakers: Array<() => void> = [];
  closedWith: { code: number; reason: string } | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(
    private readonly socket: WebSocket,
    answerPings: boolean,
  ) {
    socket.on('error', () => undefined);
    socket.on('message', (raw, isBinary) => {
      const wire = isBinary ? `(binary ${String(raw)})` : String(raw);
      let frame: Frame;
      try {
        const parsed = JSON.parse(wire) as Omit<Frame, 'wire'>;
        frame = { ...parsed, wire };
        if (typeof frame.data === 'string') {
          try {
            frame.data = JSON.parse(frame.data);
          } catch {
            // data that is not JSON stays a string, as in pusher-js
          }
        }
      } catch {
        frame = { event: '(not json)', data: wire, wire };
      }
      // A long-lived client answers the server's activity check, as pusher-js does.
      if (answerPings && frame.event === 'pusher:ping') {
        socket.send('{"event":"pusher:pong","data":{}}');
        return;
      }
      this.frames.push(frame);
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        this.closedWith = { code, reason: String(reason) };
        this.wake();
        resolve(this.closedWith);
      }),
    );
  }

  private wake() {
    for (const wake of this.wakers.splice(0)) wake();
  }

  /** Connects and reads `pusher:connection_established`. */
  static async connect(
    port: number,
    key: string,
    { answerPings = false } = {},
  ): Promise<{ socket: RawSocket; socketId: string }> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=fuzz&version=1`);
    const socket = new RawSocket(ws, answerPings);
    const established = await socket.take(
      (frame) => frame.event === 'pusher:connection_established',
    );
    if (!established)
      throw new Error(`no pusher:connection_established (${JSON.stringify(socket.closedWith)})`);
    const socketId = (established.data as { socket_id?: unknown }).socket_id;
    if (typeof socketId !== 'string')
      throw new Error(`connection_established without a socket id: ${established.wire}`);
    return { socket, socketId };
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  sendText(text: string): void {
    if (this.open) this.socket.send(text);
  }

  /** A text frame of these exact bytes, UTF-8 or not. */
  sendTextBytes(bytes: Buffer): void {
    if (this.open) this.socket.send(bytes, { binary: false });
  }

  sendBinary(bytes: Buffer): void {
    if (this.open) this.socket.send(bytes, { binary: true });
  }

  /**
   * The first frame (in arrival order) that matches, taken out of the queue, or undefined when
   * none came within `ms` or the socket closed first.
   */
  async take(match: (frame: Frame) => boolean, ms = ANSWER_MS): Promise<Frame | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0 || this.closedWith) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wakers.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every frame received and not taken yet, taken now. */
  drain(): Frame[] {
    return this.frames.splice(0);
  }

  /**
   * A ping round trip: every frame sent before it has been handled, and what the server
   * answered them synchronously is in the queue. `pongs` counts the pongs owed to pings the
   * caller sent itself, which come first (frames are handled in order). False when a pong is
   * missing.
   */
  async roundTrip(pongs = 0, ms = ANSWER_MS): Promise<boolean> {
    if (!this.open) return false;
    this.sendText('{"event":"pusher:ping","data":{}}');
    for (let taken = 0; taken <= pongs; taken++) {
      if (!(await this.take((frame) => frame.event === 'pusher:pong', ms))) return false;
    }
    return true;
  }

  /** Closes the way a client does, and waits for the server's close. */
  async close(): Promise<void> {
    if (this.open) this.socket.close(1000);
    await Promise.race([this.closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
    this.socket.terminate();
  }
}
