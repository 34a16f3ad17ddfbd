import { errorResponse } from '@app/contract/errors';
import { health } from '@app/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        security: [],
        summary: 'Estado del servidor y de su base de datos',
        response: { 200: health, 503: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: database does not answer');
        return reply.code(503).send({ message: 'La base de datos no responde.' });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
