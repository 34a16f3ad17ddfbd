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
import { sessionOf, type SessionGuards } from '../auth/session.js';
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
  const preHandler = guards.requireUser;

  /** The activity's host, or 403 (404 for no such activity). */
  async function asHost(activityId: number, userId: number) {
    await activities.owned(activityId, userId);
  }
  async function asParticipant(activityId: number, userId: number) {
    if (!(await chat.isParticipant(activityId, userId))) throw forbidden();
  }

  app.post(
    '/activity/:id/message',
    {
      preHandler,
      schema: {
        tags: ['messages'],
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
      await asHost(request.params.id, userId);
      return chat.send(request.params.id, userId, request.body.message, request.body.client_id);
    },
  );

  app.post(
    '/match/:id/message',
    {
      preHandler,
      schema: {
        tags: ['messages'],
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
      if (match.userId !== userId) throw forbidden();
      return chat.send(match.activityId, userId, request.body.message, request.body.client_id);
    },
  );

  app.get(
    '/activity/:id/message',
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'Mensajes del chat en orden; con after, solo los posteriores',
        security: BEARER,
        params: idParams,
        querystring: messageListQuery,
        response: { 200: paged(message), ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await asParticipant(request.params.id, userId);
      return paginate(request.query, (limit, offset) =>
        messages.list(request.params.id, userId, request.query.after, limit, offset),
      );
    },
  );

  app.get(
    '/match/:id/message',
    {
      preHandler,
      schema: {
        tags: ['messages'],
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
      preHandler,
      schema: {
        tags: ['messages'],
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
      await asParticipant(request.params.id, userId);
      return { ids: await chat.markRead(request.params.id, userId, request.body.data) };
    },
  );

  app.delete(
    '/activity/:id/message/:messageId',
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'Borrar un mensaje propio',
        security: BEARER,
        params: messageParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await asParticipant(request.params.id, userId);
      await chat.remove(request.params.id, request.params.messageId, userId);
      return { message: 'Mensaje eliminado.' };
    },
  );

  app.get(
    '/notification/message',
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'Mis mensajes sin leer',
        security: BEARER,
        response: { 200: z.array(message), ...errors },
      },
    },
    (request) => messages.unread(sessionOf(request).userId),
  );
};
