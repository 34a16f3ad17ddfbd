import { idParams } from '@app/contract/activities';
import { pageQuery } from '@app/contract/paging';
import {
  checkoutRequest,
  createPlanGrantRequest,
  memberPlan,
  planGrant,
  planGrantList,
  planGrantQuery,
  planHolderList,
  providerRedirect,
  revokePlanGrantRequest,
  webhookReceipt,
} from '@app/contract/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import { canManagePlans } from './plan.policy.js';
import type { PlansService } from './plans.service.js';

const tags = ['plans'];

/** Move and Premium (decision 0029): the member's plan, checkout, portal; staff grants. */
export const plansRoutes: FastifyPluginAsyncZod<{
  plans: PlansService;
  guards: SessionGuards;
}> = async (app, { plans, guards }) => {
  const onRequest = guards.requireUser;
  const asStaff = guards.requireRole(canManagePlans);

  app.get(
    '/plan',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getMyPlan',
        summary: 'Tu plan: Move, Premium o ninguno, de dónde viene y hasta cuándo',
        security: BEARER,
        response: { 200: memberPlan, ...errorAnswers(401) },
      },
    },
    (request) => plans.view(sessionOf(request).userId),
  );

  app.post(
    '/plan/checkout',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'startPlanCheckout',
        summary: 'Empezar a pagar un plan mensual: la página de pago del proveedor',
        description:
          'Se renueva cada mes hasta que se cancela (al final del periodo pagado, sin reembolsos). Sin las claves del proveedor, o con una suscripción en curso, 409.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: checkoutRequest,
        response: { 200: providerRedirect, ...errorAnswers(401, 409, 422) },
      },
    },
    async (request) => ({ url: await plans.checkout(sessionOf(request), request.body.plan) }),
  );

  app.post(
    '/plan/portal',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'openPlanPortal',
        summary: 'Gestionar la suscripción en el proveedor: cancelar, cambiar la tarjeta, facturas',
        description:
          'Cancelar deja el plan hasta el final del periodo pagado. Sin suscripción, 409.',
        security: BEARER,
        response: { 200: providerRedirect, ...errorAnswers(401, 409) },
      },
    },
    async (request) => ({ url: await plans.portal(sessionOf(request)) }),
  );

  // The provider's webhook reads its body as bytes: the signature is over them, exactly.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/plan/webhook',
      {
        schema: {
          tags,
          operationId: 'receivePlanWebhook',
          summary: 'Eventos del proveedor de pagos (Stripe), firmados',
          description:
            'Se verifica la firma (Stripe-Signature) con el secreto de firma; cada evento se atiende una vez (repetido, no cambia nada) y el estado de la suscripción se lee del proveedor, así que el orden de llegada no importa. Sin las claves del proveedor, 404.',
          security: [],
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: {
            200: webhookReceipt,
            ...errorAnswers(400, 404, 503),
          },
        },
      },
      async (request) => {
        if (!plans.webhookOn) throw notFound();
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (!Buffer.isBuffer(body) || typeof signature !== 'string') {
          throw badRequest('Falta la firma del evento.');
        }
        try {
          return { received: true, ...(await plans.receive(body, signature)) };
        } catch (error) {
          if ((error as { type?: string }).type === 'StripeSignatureVerificationError') {
            throw badRequest('La firma del evento no es válida.');
          }
          throw error;
        }
      },
    );
  });

  app.get(
    '/admin/plans',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listPlanHolders',
        summary: 'Los miembros con plan ahora, por suscripción o concesión',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: planHolderList, ...errorAnswers(401, 403, 422) },
      },
    },
    (request) => paginate(request.query, (limit, offset) => plans.holders(limit, offset)),
  );

  app.get(
    '/admin/plan-grants',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listPlanGrants',
        summary: 'Las concesiones de planes, la última primero: quién, a quién, cuánto y por qué',
        security: BEARER,
        querystring: planGrantQuery,
        response: { 200: planGrantList, ...errorAnswers(401, 403, 422) },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) => plans.grants(request.query.user, limit, offset)),
  );

  app.post(
    '/admin/plan-grants',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'grantPlan',
        summary: 'Dar un plan a un miembro desde ahora durante unos días, con el motivo',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createPlanGrantRequest,
        response: { 200: planGrant, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    (request) => plans.grant(sessionOf(request), request.body),
  );

  app.post(
    '/admin/plan-grants/:id/revoke',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'revokePlanGrant',
        summary: 'Retirar una concesión desde ahora, con el motivo',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: revokePlanGrantRequest,
        response: { 200: planGrant, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    (request) => plans.revoke(sessionOf(request), request.params.id, request.body.note),
  );
};
