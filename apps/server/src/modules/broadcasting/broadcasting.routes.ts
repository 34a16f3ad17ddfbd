import {
  batchChannelAuthRequest,
  channelAuthorization,
  channelAuthorizations,
  channelAuthRequest,
  type ChannelAuthorizations,
} from '@app/contract/broadcasting';
import type { RealtimeServer } from '@app/realtime/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { GroupsService } from '../groups/groups.service.js';
import { createChannelAuthorizer } from './channel-authorizer.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 422);

/**
 * Realtime authorisation (pusher-js posts here, url-encoded, with the bearer token): a channel
 * is signed only by the rule of channel-authorizer.ts; anything else is 403. The channel is
 * named in the body, so the check waits for it (a small form). The batch signs several
 * channels of one connection in one request, each by the same rule and answered on its own.
 */
export const broadcastingRoutes: FastifyPluginAsyncZod<{
  realtime: RealtimeServer;
  /** A group's presence channel is its members' (decision 0026). */
  groups: Pick<GroupsService, 'isMember'>;
  guards: SessionGuards;
}> = async (app, { realtime, groups, guards }) => {
  const channels = createChannelAuthorizer({ realtime, groups });

  app.post(
    '/broadcasting/auth',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['realtime'],
        operationId: 'authorizeChannel',
        summary: 'Autoriza un canal privado propio',
        security: BEARER,
        consumes: FORM_BODIES,
        body: channelAuthRequest,
        response: { 200: channelAuthorization, ...errors },
      },
    },
    async (request) =>
      channels.authorize(sessionOf(request), request.body.socket_id, request.body.channel_name),
  );

  app.post(
    '/broadcasting/auth/batch',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['realtime'],
        operationId: 'authorizeChannels',
        summary: 'Autoriza varios canales de una conexión en una petición',
        description:
          'Cada canal se decide con la misma regla que `/broadcasting/auth` y se contesta por separado: `{ status: 200, data: { auth } }` o `{ status: 403 }`. Uno rechazado no impide los demás.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: batchChannelAuthRequest,
        response: { 200: channelAuthorizations, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const answers: ChannelAuthorizations = {};
      // One after another: a batch costs one connection's queries at a time, never a burst.
      for (const name of new Set(request.body.channel_name)) {
        try {
          const data = await channels.authorize(session, request.body.socket_id, name);
          answers[name] = { status: 200, data };
        } catch (error) {
          // A refusal is this channel's answer; a failure of the server is the request's.
          if (!(error instanceof HttpError)) throw error;
          answers[name] = { status: error.statusCode };
        }
      }
      return answers;
    },
  );

  app.post(
    '/broadcasting/user-auth',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['realtime'],
        operationId: 'authenticateUser',
        summary: 'Identifica la conexión (pusher:signin)',
        security: BEARER,
        consumes: FORM_BODIES,
        body: z.object({ socket_id: z.string().max(100) }),
        response: { 200: z.object({ auth: z.string(), user_data: z.string() }), ...errors },
      },
    },
    async (request) => channels.authenticateUser(sessionOf(request), request.body.socket_id),
  );
};
