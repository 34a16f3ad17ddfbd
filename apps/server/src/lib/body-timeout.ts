import type { IncomingMessage } from 'node:http';
import { API_MESSAGES } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';

export type BodyTimeout = {
  /** How long any body may take before the rate below starts extending it. */
  baseMs: number;
  /** Each this many bytes received buys one more second (Apache mod_reqtimeout's MinRate). */
  minBytesPerSecond: number;
};

/** How often a body in progress is looked at; a cut comes at most this late. */
const CHECK_EVERY_MS = 250;

/** Whether a request comes with a body (a declared length above zero, or chunks). */
export function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A time limit on request bodies that a slow but real upload meets and a trickle does not: the
 * body gets `baseMs`, plus a second for every `minBytesPerSecond` bytes that arrive. A body
 * sent a byte every few seconds is answered 408 and its connection closed. Time the server
 * itself spends not reading (a body waiting in the stream's buffer) does not count against
 * the client. The limit goes on after an answer given before the body was read, while the
 * rest is discarded: past it the connection is closed.
 */
export function registerBodyTimeout(app: FastifyInstance, limits: BodyTimeout): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (!hasBody(raw) || raw.complete) return;
    const socket = raw.socket;
    let mark = Date.now();
    let allowedMs = limits.baseMs;
    let seenBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || raw.readableEnded || socket.destroyed) return clearInterval(timer);
      const now = Date.now();
      if (raw.readableLength > 0) {
        // The server has not read what came: the wait is ours, not the client's.
        mark = now;
        seenBytes = socket.bytesRead;
        return;
      }
      const received = socket.bytesRead - seenBytes;
      if (received > 0) {
        allowedMs += (received / limits.minBytesPerSecond) * 1000;
        seenBytes = socket.bytesRead;
      }
      if (now - mark <= allowedMs) return;
      clearInterval(timer);
      // Answered already (a guard's refusal) while the rest is thrown away (lib/unread-body.ts):
      // a body that stops coming is not waited for.
      if (reply.sent) return void raw.destroy();
      request.bodyTimedOut = true;
      request.log.info('request body too slow: 408');
      void reply
        .code(408)
        .header('connection', 'close')
        .type('application/json; charset=utf-8')
        .send({ message: API_MESSAGES.requestTimeout });
    }, CHECK_EVERY_MS);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the body was cut for being too slow: later errors of its reader are moot. */
    bodyTimedOut?: boolean;
  }
}
