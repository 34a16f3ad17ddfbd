import { messageResponse } from '@app/contract/auth';
import {
  idParams,
  messageListQuery,
  messageParams,
  sendMessageRequest,
} from '@app/contract/activities';
import {
  CONVERSATION_MESSAGES,
  conversation,
  conversationListQuery,
  conversationMessage,
  conversationRead,
  readConversationRequest,
  unreadConversationMessages,
} from '@app/contract/conversations';
import { paged } from '@app/contract/paging';
import { userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as policy from './conversation.policy.js';
import type { ConversationMessagesService } from './conversation-messages.service.js';
import type { ConversationsService } from './conversations.service.js';

const errors = errorAnswers(401, 403, 404, 422);
const tags = ['conversations'];

/** Private conversations and group chats (decision 0026). */
export const conversationsRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService;
  messages: ConversationMessagesService;
  guards: SessionGuards;
}> = async (app, { conversations, messages, guards }) => {
  const onRequest = guards.requireUser;
  const member = authorize(idParams, conversations.load, policy.canUse);
  const opener = authorize(
    userIdParams,
    ({ id }, request) => conversations.privatePair(sessionOf(request), id),
    policy.canOpenPrivate,
    CONVERSATION_MESSAGES.notAllowed,
  );
  // Deleting: first a member (403 otherwise), then their own message (404, 403).
  const inIt = authorize(messageParams, conversations.load, policy.canUse);
  const author = authorize(
    messageParams,
    async ({ id, messageId }, request) => ({
      conversation: inIt.resource(request),
      message: await messages.get(id, messageId),
    }),
    policy.canDeleteMessage,
  );

  app.get(
    '/conversations',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listConversations',
        summary: 'Tus conversaciones privadas y de grupo, la más reciente primero',
        security: BEARER,
        querystring: conversationListQuery,
        response: { 200: paged(conversation), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        conversations.list(sessionOf(request).userId, limit, offset),
      ),
  );

  app.get(
    '/conversations/unread',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'countUnreadConversationMessages',
        summary: 'Cuántos mensajes de tus conversaciones no has leído',
        description:
          'El messagesCount del usuario cuenta los chats de actividades, como da la especificación; este, los de las conversaciones.',
        security: BEARER,
        response: { 200: unreadConversationMessages, ...errors },
      },
    },
    async (request) => ({ count: await messages.unreadCount(sessionOf(request).userId) }),
  );

  app.post(
    '/user/:id/conversation',
    {
      onRequest: [onRequest, opener],
      schema: {
        tags,
        operationId: 'openConversation',
        summary: 'Abrir (o encontrar) tu conversación privada con una persona',
        description:
          'Con tus amigos, o con quien respondió a tu deseo (o a cuyo deseo respondiste). Una vez abierta sigue hasta que uno bloquee al otro.',
        security: BEARER,
        params: userIdParams,
        response: { 200: conversation, ...errors },
      },
    },
    (request) => conversations.openPrivate(sessionOf(request), opener.resource(request)),
  );

  app.get(
    '/conversation/:id',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'getConversation',
        summary: 'Una de tus conversaciones',
        security: BEARER,
        params: idParams,
        response: { 200: conversation, ...errors },
      },
    },
    (request) => conversations.get(sessionOf(request).userId, request.params.id),
  );

  app.get(
    '/conversation/:id/message',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'listConversationMessages',
        summary: 'Mensajes en orden; con after o before, solo los posteriores o anteriores',
        security: BEARER,
        params: idParams,
        querystring: messageListQuery,
        response: { 200: paged(conversationMessage), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        messages.list(
          member.resource(request),
          sessionOf(request).userId,
          request.query,
          limit,
          offset,
        ),
      ),
  );

  app.post(
    '/conversation/:id/message',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'sendConversationMessage',
        summary: 'Escribir en una conversación',
        description:
          'Un reintento con el mismo client_id devuelve el mensaje guardado, sin repetirlo.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: sendMessageRequest,
        response: { 200: conversationMessage, ...errors },
      },
    },
    (request) =>
      messages.send(
        member.resource(request),
        sessionOf(request).userId,
        request.body.message,
        request.body.client_id,
      ),
  );

  app.post(
    '/conversation/:id/read',
    {
      onRequest: [onRequest, member],
      schema: {
        tags,
        operationId: 'markConversationRead',
        summary: 'Marcar como leído todo hasta un mensaje',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: readConversationRequest,
        response: { 200: conversationRead, ...errors },
      },
    },
    async (request) => ({
      read_seq: await messages.markRead(
        member.resource(request),
        sessionOf(request).userId,
        request.body.message_id,
      ),
    }),
  );

  app.delete(
    '/conversation/:id/message/:messageId',
    {
      onRequest: [onRequest, inIt, author],
      schema: {
        tags,
        operationId: 'deleteConversationMessage',
        summary: 'Borrar un mensaje propio',
        security: BEARER,
        params: messageParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { conversation: ref, message } = author.resource(request);
      await messages.remove(ref, message, sessionOf(request).userId);
      return { message: 'Mensaje eliminado.' };
    },
  );
};
