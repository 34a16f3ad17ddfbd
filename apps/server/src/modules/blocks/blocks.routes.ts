import { messageResponse } from '@app/contract/auth';
import { blockedUsers } from '@app/contract/blocks';
import { userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, BEARER } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlockingService } from './blocking.service.js';

const errors = errorAnswers(401, 404, 422);

/** Blocking (decision 0022): block, unblock, and the list only the blocker sees. */
export const blocksRoutes: FastifyPluginAsyncZod<{
  blocking: BlockingService;
  guards: SessionGuards;
}> = async (app, { blocking, guards }) => {
  const onRequest = guards.requireUser;

  app.post(
    '/user/:id/block',
    {
      onRequest,
      schema: {
        tags: ['users'],
        operationId: 'blockUser',
        summary: 'Bloquear a una persona',
        description:
          'Desde ese momento ninguno de los dos ve al otro: perfiles, planes, deseos, solicitudes y búsquedas responden como si no existiera (404). Se borran las solicitudes entre los dos, las plazas de uno en los planes del otro y las respuestas a sus deseos; desbloquear no devuelve nada de eso. Nadie recibe aviso.',
        security: BEARER,
        params: userIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await blocking.block(sessionOf(request), request.params.id);
      return { message: 'Has bloqueado a esta persona.' };
    },
  );

  app.delete(
    '/user/:id/block',
    {
      onRequest,
      schema: {
        tags: ['users'],
        operationId: 'unblockUser',
        summary: 'Desbloquear a una persona',
        security: BEARER,
        params: userIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await blocking.unblock(sessionOf(request), request.params.id);
      return { message: 'Has desbloqueado a esta persona.' };
    },
  );

  app.get(
    '/user/blocked',
    {
      onRequest,
      schema: {
        tags: ['users'],
        operationId: 'listBlockedUsers',
        summary: 'Las personas que has bloqueado',
        security: BEARER,
        response: { 200: blockedUsers, ...errors },
      },
    },
    async (request) => ({ data: await blocking.list(sessionOf(request)) }),
  );
};
