import { WebSocket, type ClientOptions } from 'ws';
import { testApp } from './adapters.js';
import { within } from './waiting.js';

/**
 * A frame from the server with `data` decoded a second time, as pusher-js does, and the frame's
 * text as it came (`wire`), for checking how the server encoded it.
 */
export type Received = {
  event: string;
  channel?: string;
  data: unknown;
  user_id?: string;
  wire: string;
};

/**
 * A bare `ws` client for the paths pusher-js never takes: bad frames, forged signatures,
 * floods. Frames queue up until a test asks for them.
 */
export class RawClient {
  private readonly frames: Received[] = [];
  private readonly waiting: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const wire = String(raw);
      const frame = { ...(JSON.parse(wire) as Omit<Received, 'wire'>), wire };
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          // data that is not JSON stays a string, as in pusher-js
        }
      }
      this.frames.push(frame);
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static async open(
    port: number,
    path = `/app/${testApp.key}?protocol=7`,
    options?: ClientOptions,
  ) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, options);
    socket.on('error', () => undefined);
    // Listen before the socket opens: the first frame can come with the upgrade response.
    const client = new RawClient(socket);
    await within(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
      3000,
      'websocket open',
    );
    return client;
  }

  /** Opens and reads `pusher:connection_established`; resolves with the socket id. */
  static async connect(port: number, options?: ClientOptions) {
    const client = await RawClient.open(port, undefined, options);
    const established = await client.next('pusher:connection_established');
    return { client, socketId: (established.data as { socket_id: string }).socket_id };
  }

  send(value: unknown): void {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** The next frame with this event name (earlier frames of other events are skipped). */
  async next(event: string, ms = 2000): Promise<Received> {
    const find = async (): Promise<Received> => {
      for (;;) {
        const index = this.frames.findIndex((frame) => frame.event === event);
        if (index >= 0) return this.frames.splice(index, 1)[0] as Received;
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      }
    };
    return within(find(), ms, event);
  }

  /** Frames received so far with this event name, without waiting. */
  received(event: string): Received[] {
    return this.frames.filter((frame) => frame.event === event);
  }

  /** A ping round trip: every frame sent before it has been handled by the server. */
  async roundTrip(): Promise<void> {
    this.send({ event: 'pusher:ping', data: {} });
    await this.next('pusher:pong');
  }

  close(): void {
    this.socket.terminate();
  }
}
