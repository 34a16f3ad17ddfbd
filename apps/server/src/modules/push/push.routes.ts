import { idParams } from '@app/contract/activities';
import { messageResponse } from '@app/contract/auth';
import { pushKey, pushSubscription, pushSubscriptionRequest } from '@app/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as pushPolicy from './push.policy.js';
import type { PushService } from './push.service.js';

/**
 * Web Push subscriptions of the member's browsers: the key to subscribe with, saving a
 * subscription for the caller's session, and taking one back. Pushes themselves leave from
 * the push notifier, which hears the publisher (push.notifier.ts).
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  push: PushService;
  publicKey: string;
  guards: SessionGuards;
}> = async (app, { push, publicKey, guards }) => {
  const onRequest = guards.requireUser;
  const owner = authorize(idParams, ({ id }) => push.get(id), pushPolicy.canRemove);

  app.get(
    '/push/key',
    {
      onRequest,
      schema: {
        tags: ['push'],
        operationId: 'getPushKey',
        summary: 'La clave pública VAPID con la que suscribir el navegador',
        security: BEARER,
        response: { 200: pushKey, ...errorAnswers(401) },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    '/push/subscription',
    {
      onRequest,
      schema: {
        tags: ['push'],
        operationId: 'savePushSubscription',
        summary:
          'Guardar la suscripción push de este navegador para la sesión actual (la misma dirección se actualiza)',
        security: BEARER,
        consumes: FORM_BODIES,
        body: pushSubscriptionRequest,
        response: { 200: pushSubscription, ...errorAnswers(401, 422) },
      },
    },
    (request) => push.subscribe(sessionOf(request), request.body),
  );

  app.delete(
    '/push/subscription/:id',
    {
      onRequest: [onRequest, owner],
      schema: {
        tags: ['push'],
        operationId: 'deletePushSubscription',
        summary: 'Dejar de recibir notificaciones en un navegador (solo su dueño)',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await push.remove(owner.resource(request));
      return { message: 'Notificaciones desactivadas en este navegador.' };
    },
  );
};
