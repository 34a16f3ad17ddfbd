import { memberStats, statsQuery } from '@app/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { StatsService } from './stats.service.js';

/** "Estadísticas" (decision 0029), for Move and Premium. */
export const statsRoutes: FastifyPluginAsyncZod<{
  stats: StatsService;
  guards: SessionGuards;
}> = async (app, { stats, guards }) => {
  app.get(
    '/stats',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['plans'],
        operationId: 'getMyStats',
        summary: 'Tus estadísticas por mes: actividades, minutos, kcal, disciplinas y ranking',
        description:
          'Cuentan las actividades verificadas (asistencia o organización), por mes en tu zona horaria. Sin Move ni Premium, 403.',
        security: BEARER,
        querystring: statsQuery,
        response: { 200: memberStats, ...errorAnswers(401, 403, 422) },
      },
    },
    (request) => stats.of(sessionOf(request).userId, request.query.months),
  );
};
