import { outboxMessage } from '@app/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notifier } from './notifier.js';

/**
 * Outside production only: the kept e-mails and SMS, newest first, so that tests and a local
 * user can read verification codes. Never registered when NODE_ENV is production.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ notifier: Notifier }> = async (
  app,
  { notifier },
) => {
  app.get(
    '/_dev/outbox',
    {
      schema: {
        tags: ['development'],
        operationId: 'listOutbox',
        security: [],
        summary: 'Bandeja de salida local (solo fuera de producción)',
        querystring: z.object({ to: z.string().max(300).optional() }),
        response: { 200: z.array(outboxMessage) },
      },
    },
    async (request) => {
      // Notices leave through the delivery queue: what was just requested is read once sent.
      await notifier.settled();
      return notifier.outbox(request.query.to?.trim().toLowerCase() || undefined);
    },
  );
};
