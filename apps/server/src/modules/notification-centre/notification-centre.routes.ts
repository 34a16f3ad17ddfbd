import { pageQuery, paged } from '@app/contract/paging';
import {
  notificationItem,
  readNotificationsRequest,
  unreadNotifications,
} from '@app/contract/notification-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { NotificationCentre } from './notification-centre.service.js';

const errors = errorAnswers(401, 422);
const tags = ['notifications'];

/** The notifications centre (decision 0025): the list, the unread count, and reading. */
export const notificationCentreRoutes: FastifyPluginAsyncZod<{
  centre: NotificationCentre;
  guards: SessionGuards;
}> = async (app, { centre, guards }) => {
  const onRequest = guards.requireUser;

  app.get(
    '/notifications',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'Tus notificaciones, las últimas primero',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: paged(notificationItem), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        centre.list(sessionOf(request).userId, limit, offset),
      ),
  );

  app.get(
    '/notifications/unread',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'countUnreadNotifications',
        summary: 'Cuántas notificaciones no has leído',
        security: BEARER,
        response: { 200: unreadNotifications, ...errors },
      },
    },
    async (request) => ({ count: await centre.unread(sessionOf(request).userId) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'readNotifications',
        summary: 'Marcar notificaciones como leídas',
        description: 'Solo las tuyas; las demás se ignoran. Responde cuántas quedan sin leer.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: readNotificationsRequest,
        response: { 200: unreadNotifications, ...errors },
      },
    },
    async (request) => ({
      count: await centre.markRead(sessionOf(request).userId, request.body.data),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'readAllNotifications',
        summary: 'Marcar todo como leído',
        security: BEARER,
        response: { 200: unreadNotifications, ...errors },
      },
    },
    async (request) => ({ count: await centre.markRead(sessionOf(request).userId) }),
  );
};
