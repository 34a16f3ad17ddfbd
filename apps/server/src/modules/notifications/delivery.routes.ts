import { failedDeliveriesQuery, failedDelivery } from '@app/contract/deliveries';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import { isStaff } from '../auth/actor.js';
import type { SessionGuards } from '../auth/session.js';
import type { Notifier } from './notifier.js';

/** Staff see the notices the delivery queue gave up on (docs/decisions/0043-delivery-queue.md). */
export const deliveryRoutes: FastifyPluginAsyncZod<{
  notifier: Notifier;
  guards: SessionGuards;
}> = async (app, { notifier, guards }) => {
  // 401 for a guest, 403 for a member, before anything is read.
  const staffOnly = guards.requireRole(isStaff);

  app.get(
    '/admin/deliveries/failed',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['staff'],
        operationId: 'listFailedDeliveries',
        summary:
          'Envíos fallidos: correos y SMS que no se pudieron entregar tras todos los reintentos',
        security: BEARER,
        querystring: failedDeliveriesQuery,
        response: { 200: paged(failedDelivery), ...errorAnswers(401, 403, 422) },
      },
    },
    (request) => paginate(request.query, (limit, offset) => notifier.failures(limit, offset)),
  );
};
