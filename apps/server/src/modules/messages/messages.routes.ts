import { messageResponse } from '@app/contract/auth';
import {
  chatListQuery,
  chatSummary,
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
import { paginate } from '../../lib/paging.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as matchPolicy from '../matches/match.policy.js';
import { matchLoader } from '../matches/match.resource.js';
import type { MatchesService } from '../matches/matches.service.js';
import * as chatPolicy from './chat.policy.js';
import { chatLoader } from './chat.resource.js';
import type { ChatsService } from './chats.service.js';
import type { MessagesService } from './messages.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';

const errors = errorAnswers(401, 403, 404, 422);

export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  chats: ChatsService;
  activities: ActivitiesService;
  matches: MatchesService;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { messages, chats, activities, matches, blocks, guards }) => {
  const onRequest = guards.requireUser;

  // The chat through its activity (/activity/:id/...) and through a match (/match/:id/...).
  // A blocked pair's activities (and their chats) do not exist for each other: 404.
  const loadChat = blocks.hiding(chatLoader(activities, matches), (chat) => chat.hostId);
  const loadMatch = matchLoader(matches, activities);
  const asHost = authorize(idParams, loadChat, chatPolicy.canWriteAsHost);
  const reader = authorize(idParams, loadChat, chatPolicy.canRead);
  const marker = authorize(idParams, loadChat, chatPolicy.canMarkRead);
  const asMatched = authorize(idParams, loadMatch, matchPolicy.canWriteThrough);
  const matchReader = authorize(idParams, loadMatch, matchPolicy.canView);
  // Deleting: first someone in the chat (403 otherwise), then their own message (404, 403).
  const inChat = authorize(messageParams, loadChat, chatPolicy.canRead);
  const author = authorize(
    messageParams,
    async ({ id, messageId }, request) => ({
      chat: inChat.resource(request),
      message: await messages.get(id, messageId),
    }),
    chatPolicy.canDeleteMessage,
  );

  app.post(
    '/activity/:id/message',
    {
      onRequest: [onRequest, asHost],
      // One of the busiest answers: a serialiser compiled from its schema (decision 0055).
      serializerCompiler: compiledSerializerCompiler,
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
      const { message, client_id } = request.body;
      return messages.send(request.params.id, userId, message, client_id, asHost.resource(request));
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
      const { activityId } = asMatched.resource(request);
      return messages.send(activityId, userId, request.body.message, request.body.client_id);
    },
  );

  app.get(
    '/activity/:id/message',
    {
      onRequest: [onRequest, reader],
      schema: {
        tags: ['messages'],
        operationId: 'listActivityMessages',
        summary:
          'Mensajes del chat en orden; con after o before, solo los posteriores o anteriores',
        security: BEARER,
        params: idParams,
        querystring: messageListQuery,
        response: { 200: paged(message), ...errors },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return paginate(request.query, (limit, offset) =>
        messages.list(request.params.id, userId, request.query, limit, offset),
      );
    },
  );

  app.get(
    '/match/:id/message',
    {
      onRequest: [onRequest, matchReader],
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
      const { activityId } = matchReader.resource(request);
      return paginate(request.query, (limit, offset) =>
        messages.list(activityId, userId, request.query, limit, offset),
      );
    },
  );

  app.post(
    '/activity/:id/message/readed',
    {
      onRequest: [onRequest, marker],
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
      return { ids: await messages.markRead(request.params.id, userId, request.body.data) };
    },
  );

  app.delete(
    '/activity/:id/message/:messageId',
    {
      onRequest: [onRequest, inChat, author],
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
      await messages.remove(author.resource(request).message, sessionOf(request).userId);
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

  app.get(
    '/chat',
    {
      onRequest,
      schema: {
        tags: ['messages'],
        operationId: 'listChats',
        summary: 'Mis chats: el de la actividad con el mensaje más reciente primero',
        security: BEARER,
        querystring: chatListQuery,
        response: { 200: paged(chatSummary), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        chats.list(sessionOf(request).userId, limit, offset),
      ),
  );
};
