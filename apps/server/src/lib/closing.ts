import { API_MESSAGES } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.js';

/**
 * Once the app is closing, a request that arrives on a keep-alive connection that already
 * carried one is answered 503 in the API's shape, with Retry-After and `Connection: close`, so
 * the client sends it again on a new connection, to another node behind a proxy. The first
 * request of a connection accepted before the listener closed is served as usual: the database
 * is open until every connection has ended. Fastify's own answer (`return503OnClosing`, turned
 * off in app.ts) has another shape and refuses both. The flag is set by the first preClose hook,
 * before the slow ones (the delivery queue's stop).
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  const served = new WeakSet<object>();
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request) => {
    const socket = request.raw.socket;
    const reused = served.has(socket);
    served.add(socket);
    if (closing && reused) {
      throw new HttpError(503, API_MESSAGES.restarting, undefined, {
        'retry-after': '1',
        connection: 'close',
      });
    }
  });
}
