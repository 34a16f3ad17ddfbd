import { RealtimeError } from '@app/realtime/errors';
import type { RealtimeServer } from '@app/realtime/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-errors.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { GroupsService } from '../groups/groups.service.js';
import * as channelPolicy from './channel.policy.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 422);

/**
 * Realtime authorisation (pusher-js posts here, url-encoded, with the bearer token): a private
 * channel is signed only when channel.policy says it is the caller's own (the wstoken in its
 * name); anything else, and any name that does not parse, is 403.
 */
export const broadcastingRoutes: FastifyPluginAsyncZod<{
  realtime: RealtimeServer;
  /** A group's presence channel is its members' (decision 0026). */
  groups: Pick<GroupsService, 'isMember'>;
  guards: SessionGuards;
}> = async (app, { realtime, groups, guards }) => {
  const bindToken = (socketId: string, tokenId: number, channel?: string, userId?: number) =>
    realtime.bindSession({
      socketId,
      session: String(tokenId),
      channel,
      userId: userId?.toString(),
    });
  const sign = <T>(signer: () => T): T => {
    try {
      return signer();
    } catch (error) {
      if (error instanceof RealtimeError) throw forbidden();
      throw error;
    }
  };

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
        body: z.object({ socket_id: z.string().max(100), channel_name: z.string().max(300) }),
        response: {
          200: z.object({ auth: z.string(), channel_data: z.string().optional() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const groupId = channelPolicy.presenceGroupOf(request.body.channel_name);
      if (groupId !== undefined) {
        // Only the member's id goes on the channel: names come from the member list, which
        // hides a blocked pair's from each other.
        if (!(await groups.isMember(groupId, session.userId))) throw forbidden();
        const signed = sign(() =>
          realtime.authorizeChannel(request.body.socket_id, request.body.channel_name, {
            user_id: String(session.userId),
          }),
        );
        bindToken(
          request.body.socket_id,
          session.tokenId,
          request.body.channel_name,
          session.userId,
        );
        // Asked again now that the binding is out: a leave that committed since the first
        // check may have sent its removal (publisher.ts) before the binding, which it then
        // missed; this removal comes after it. A leave committing later sends its own.
        if (!(await groups.isMember(groupId, session.userId))) {
          realtime.removeFromChannel(request.body.channel_name, [String(session.userId)]);
          throw forbidden();
        }
        return { auth: signed.auth, channel_data: signed.channel_data };
      }
      // The channel is named in the body, so this check waits for it (a small url-encoded form).
      if (!channelPolicy.canSubscribe(request.session, request.body.channel_name)) {
        throw forbidden();
      }
      const { auth } = sign(() =>
        realtime.authorizeChannel(request.body.socket_id, request.body.channel_name),
      );
      // Revoking this token (logout…) takes the channel back from the socket: see realtime.ts.
      bindToken(request.body.socket_id, sessionOf(request).tokenId, request.body.channel_name);
      return { auth };
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
    async (request) => {
      const session = sessionOf(request);
      const signed = sign(() =>
        realtime.authenticateUser(request.body.socket_id, { id: String(session.userId) }),
      );
      bindToken(request.body.socket_id, session.tokenId);
      return signed;
    },
  );
};
