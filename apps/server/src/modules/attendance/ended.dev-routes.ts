import { idParams } from '@app/contract/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import * as activityPolicy from '../activities/activity.policy.js';
import { authorize } from '../auth/authorize.js';
import type { SessionGuards } from '../auth/session.js';
import type { CountingService } from './counting.service.js';

/**
 * Outside production only, like the outbox: the host ends their plan now, as time passing
 * would, and what follows a plan's end follows at once (its verified attendances count,
 * decision 0034), so browser tests and a local user need not wait for a plan to end. Never
 * registered when NODE_ENV is production.
 */
export const endedDevRoutes: FastifyPluginAsyncZod<{
  activities: Pick<ActivitiesService, 'get' | 'endNow'>;
  counting: Pick<CountingService, 'sweep'>;
  guards: SessionGuards;
}> = async (app, { activities, counting, guards }) => {
  const host = authorize(idParams, ({ id }) => activities.get(id), activityPolicy.canUpdate);

  app.post(
    '/_dev/activity/:id/end',
    {
      onRequest: [guards.requireUser, host],
      schema: {
        tags: ['development'],
        operationId: 'endActivityNow',
        summary: 'Terminar ya un plan propio (solo fuera de producción)',
        description:
          'Lo adelanta para que termine ahora, con su duración, y cuenta en el acto las asistencias verificadas.',
        security: BEARER,
        params: idParams,
        response: { 200: z.object({ counted: z.number().int() }), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await activities.endNow(host.resource(request).id))) throw notFound();
      return { counted: await counting.sweep() };
    },
  );
};
