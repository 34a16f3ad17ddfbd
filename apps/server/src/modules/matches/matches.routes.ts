import { messageResponse } from '@app/contract/auth';
import { idParams, match } from '@app/contract/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { MatchesService } from './matches.service.js';
import { errorAnswers, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404);

export const matchesRoutes: FastifyPluginAsyncZod<{
  matches: MatchesService;
  guards: SessionGuards;
}> = async (app, { matches, guards }) => {
  app.get(
    '/match/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['matches'],
        operationId: 'getMatch',
        summary: 'Ver una unión (la persona unida o el anfitrión)',
        security: BEARER,
        params: idParams,
        response: { 200: match, ...errors },
      },
    },
    (request) => matches.view(request.params.id, sessionOf(request).userId),
  );

  app.delete(
    '/match/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['matches'],
        operationId: 'deleteMatch',
        summary: 'Salir de una actividad, o que el anfitrión quite a alguien',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await matches.remove(request.params.id, sessionOf(request).userId);
      return { message: 'Ya no forma parte de la actividad.' };
    },
  );
};
