import { messageResponse } from '@app/contract/auth';
import {
  idParams,
  message,
  messageListQuery,
  messageParams,
  readMessagesRequest,
  sendMessageRequest,
} from '@app/contract/activities';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { authorizeFirst, sessionOf, type SessionGuards } from '../auth/session.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { Chat } from './chat.js';
import type { MessagesService } from './messages.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 422);

export const messagesRoutes: FastifyPluginAsyncZod<{
  chat: Chat;
  messages: MessagesService;
  activities: ActivitiesService;
  matches: MatchesService;
  guards: SessionGuards;
}> = async (app, { chat, messages, activities, matches, guards }) => {
  const onRequest = guards.requireUser;

  /** The activity's host, or 403 (404 for no such activity); before the body is validated. */
  const asHost = authorizeFirst(idParams, (session, { id }) =>
    activities.owned(id, session.userId),
  );
  /** The host or a matched person, or 403. */
  async function checkParticipant(activityId: number, userId: number) {
    if (!(await chat.isParticipant(activityId, userId))) throw forbidden();
  }
  const asParticipant = authorizeFirst(idParams, (session, { id }) =>
    checkParticipant(id, session.userId),
  );
  /** The matched person of the match, or 403 (404 for no such match). */
  const asMatched = authorizeFirst(idParams, async (session, { id }) => {
    const { match } = await matches.involved(id, session.userId);
    if (match.userId !== session.userId) throw forbidden();
  });

  app.post(
    '/activity/:id/message',
    {
      onRequest: [onRequest, asHost],
      schema: {
        tags: ['messages'],
        operationId: 'sendActivityMessage',
        summary: 'El anfitrión escribe en el chat de su actividad',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: sendMessageRequest,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return chat.send(request.params.id, userId, request.body.message, request.body.client_id);
    },
  );

  app.post(
    '/match/:id/message',
    {
      onRequest: [onRequest, asMatched],
      schema: {
        tags: ['messages'],
        operationId: 'sendMatchMessage',
        summary: 'Una persona unida escribe en el chat de la actividad',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: sendMessageRequest,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { match } = await matches.involved(request.params.id, userId);
      return chat.send(match.activityId, userId, request.body.message, request.body.client_id);
    },
  );

  app.get(
    '/activity/:id/message',
    {
      onRequest,
      schema: {
        tags: ['messages'],
        operationId: 'listActivityMessages',
        summary: 'Mensajes del chat en orden; con after, solo los posteriores',
        security: BEARER,
        params: idParams,
        querystring: messageListQuery,
        response: { 200: paged(message), ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await checkParticipant(request.params.id, userId);
      return paginate(request.query, (limit, offset) =>
        messages.list(request.params.id, userId, request.query.after, limit, offset),
      );
    },
  );

  app.get(
    '/match/:id/message',
    {
      onRequest,
      schema: {
        tags: ['messages'],
        operationId: 'listMatchMessages',
        summary: 'Mensajes del chat de la actividad de una unión',
        security: BEARER,
        params: idParams,
        querystring: messageListQuery,
        response: { 200: paged(message), ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { match } = await matches.involved(request.params.id, userId);
      return paginate(request.query, (limit, offset) =>
        messages.list(match.activityId, userId, request.query.after, limit, offset),
      );
    },
  );

  app.post(
    '/activity/:id/message/readed',
    {
      onRequest: [onRequest, asParticipant],
      schema: {
        tags: ['messages'],
        operationId: 'markMessagesRead',
        summary: 'Marcar mensajes como leídos (data: lista JSON de ids)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: readMessagesRequest,
        response: { 200: z.object({ ids: z.array(z.number().int()) }), ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return { ids: await chat.markRead(request.params.id, userId, request.body.data) };
    },
  );

  app.delete(
    '/activity/:id/message/:messageId',
    {
      onRequest,
      schema: {
        tags: ['messages'],
        operationId: 'deleteMessage',
        summary: 'Borrar un mensaje propio',
        security: BEARER,
        params: messageParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await checkParticipant(request.params.id, userId);
      await chat.remove(request.params.id, request.params.messageId, userId);
      return { message: 'Mensaje eliminado.' };
    },
  );

  app.get(
    '/notification/message',
    {
      onRequest,
      schema: {
        tags: ['messages'],
        operationId: 'getMessageNotifications',
        summary: 'Mis mensajes sin leer',
        security: BEARER,
        response: { 200: z.array(message), ...errors },
      },
    },
    (request) => messages.unread(sessionOf(request).userId),
  );
};
