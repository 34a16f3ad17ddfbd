import { API_MESSAGES } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors.js';

/**
 * Once the app is closing, a request that still arrives on an open keep-alive connection is
 * answered 503 in the API's shape, with Retry-After and `Connection: close`, so the client
 * sends it again on a new connection, to another node behind a proxy. Fastify's own answer
 * (`return503OnClosing`, turned off in app.ts) has another shape. The flag is set by the first
 * preClose hook, before the slow ones (the delivery queue's stop).
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) {
      throw new HttpError(503, API_MESSAGES.restarting, undefined, {
        'retry-after': '1',
        connection: 'close',
      });
    }
  });
}
