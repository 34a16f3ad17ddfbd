import { idParams } from '@app/contract/activities';
import { publicActivity } from '@app/contract/share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/route-schemas.js';
import type { SessionGuards } from '../auth/session.js';
import type { PublicPlans } from './public-plan.js';

/** The API's side of a shared plan: what its link shows, to anyone (issue 38). */
export const shareRoutes: FastifyPluginAsyncZod<{
  publicPlans: PublicPlans;
  guards: SessionGuards;
}> = async (app, { publicPlans, guards }) => {
  app.get(
    '/public/activities/:id',
    {
      // A token, when sent, only hides a blocked pair's plan (decision 0022); none is needed.
      onRequest: guards.optionalUser,
      schema: {
        tags: ['activities'],
        operationId: 'getPublicActivity',
        summary: 'Un plan como lo muestra su enlace, sin sesión',
        description:
          'Lo que cualquiera con el enlace de un plan puede leer: la zona (la dirección solo si ' +
          'quien organiza la muestra), el nombre de pila de quien organiza y las plazas que ' +
          'quedan; el grupo, si es de un grupo público. 404 para un plan borrado, de un grupo ' +
          'privado o de alguien con quien hay un bloqueo.',
        // No token needed; one, when sent, is the bearer token.
        security: [{}, { bearer: [] }],
        params: idParams,
        response: { 200: publicActivity, ...errorAnswers(404, 422) },
      },
    },
    (request) => publicPlans.read(request.params.id, request.session ?? null),
  );
};
