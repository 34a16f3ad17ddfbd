import type { FastifyInstance } from 'fastify';
import { hasBody } from './body-timeout.js';

/**
 * What becomes of a body the server answered without reading it all: a guard's 401, 403 or
 * 429 comes before the body on purpose (docs/decisions/0005), and a 413 stops reading part
 * way. Closing the connection at once
 * there loses the answer for any client that writes its whole body before it reads: the
 * close meets its writes, the reset that follows throws away the answer unread, and Node's
 * fetch (undici) reports EPIPE instead of the status. So, as nginx's lingering close does,
 * a body of up to `maxBytes` is read and thrown away (never buffered) and the connection
 * then serves the next request; only a body declared larger, or one that goes on past
 * `maxBytes` (chunked), is cut at once. How long the discarding may take is the body's own
 * time limit (lib/body-timeout.ts).
 * @example registerUnreadBodies(app, config.uploadLimitBytes)
 */
/**
 * How long a body may go on being thrown away, in all and between two pieces: nginx's
 * `lingering_time` and `lingering_timeout`. Past either the connection is cut, so a client
 * answered already cannot hold it open by trickling the rest (a slow body's own time limit
 * grows with what arrives).
 */
export const LINGER = { totalMs: 30_000, idleMs: 5_000 } as const;

export function registerUnreadBodies(
  app: FastifyInstance,
  maxBytes: number,
  linger: { totalMs: number; idleMs: number } = LINGER,
): void {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw)) return;
    const declared = Number(raw.headers['content-length']);
    if (declared > maxBytes) {
      reply.header('connection', 'close');
      return;
    }
    let discarded = 0;
    const cut = () => raw.destroy();
    const total = setTimeout(cut, linger.totalMs);
    let idle = setTimeout(cut, linger.idleMs);
    const stop = () => {
      clearTimeout(total);
      clearTimeout(idle);
    };
    raw.once('end', stop);
    raw.once('close', stop);
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > maxBytes) return cut();
      clearTimeout(idle);
      idle = setTimeout(cut, linger.idleMs);
    });
    // A reader that stopped part way (a multipart parser past a limit) would pause the stream
    // again as its buffer fills: it lets go of the body first.
    raw.unpipe();
    raw.resume();
  });
}
