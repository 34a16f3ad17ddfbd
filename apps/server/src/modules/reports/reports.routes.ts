import { messageResponse } from '@app/contract/auth';
import { paged } from '@app/contract/paging';
import {
  auditEntry,
  auditQuery,
  moderationRequest,
  REPORT_LIMITS,
  reportListQuery,
  reportRequest,
  staffReport,
} from '@app/contract/reports';
import { userIdParams } from '@app/contract/users';
import { idParams } from '@app/contract/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import { createThrottle } from '../../lib/throttle.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { ModerationService } from './moderation.service.js';
import { canModerate } from './report.policy.js';
import type { ReportsService } from './reports.service.js';

const memberErrors = errorAnswers(401, 404, 422, 429);
const staffErrors = errorAnswers(401, 403, 404, 409, 422);

const DECISIONS = {
  dismiss: {
    operationId: 'dismissReport',
    summary: 'Descartar una denuncia',
  },
  hide: {
    operationId: 'hideReportedContent',
    summary: 'Ocultar lo denunciado: se retira para todos',
  },
  suspend: {
    operationId: 'suspendReportedUser',
    summary: 'Suspender la cuenta denunciada: sus sesiones terminan y no puede entrar',
  },
} as const;

/** Reports (members) and the moderation queue and log (staff), decision 0024. */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  moderation: ModerationService;
  guards: SessionGuards;
}> = async (app, { reports, moderation, guards }) => {
  const asStaff = guards.requireRole(canModerate);
  // Each attempt counts, a repeat or a 404 too: the limit is no way to probe what exists.
  const filed = createThrottle(app, 'reports', REPORT_LIMITS.perHour, 60 * 60_000, (request) =>
    String(sessionOf(request).userId),
  );

  app.post(
    '/report',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['reports'],
        operationId: 'report',
        summary: 'Denunciar a una persona, un plan, un mensaje o un deseo',
        description:
          'Se guarda lo denunciado tal como está ahora (y, de un mensaje, los de alrededor) para que el equipo lo revise aunque desaparezca. Denunciar lo mismo otra vez no crea otra denuncia. Cada persona puede enviar 10 denuncias por hora.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: reportRequest,
        response: { 200: messageResponse, ...memberErrors },
      },
    },
    async (request) => {
      await filed.hit(request);
      return { message: await reports.report(sessionOf(request), request.body) };
    },
  );

  app.get(
    '/admin/reports',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listReports',
        summary: 'La cola de moderación: denuncias abiertas (las más antiguas primero) o resueltas',
        security: BEARER,
        querystring: reportListQuery,
        response: { 200: paged(staffReport), ...staffErrors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        moderation.list(request.query.status, limit, offset),
      ),
  );

  for (const [action, texts] of Object.entries(DECISIONS) as Array<
    [keyof typeof DECISIONS, (typeof DECISIONS)[keyof typeof DECISIONS]]
  >) {
    app.post(
      `/admin/reports/:id/${action}`,
      {
        onRequest: asStaff,
        schema: {
          tags: ['staff'],
          operationId: texts.operationId,
          summary: texts.summary,
          description: 'El motivo queda en el registro de moderación, con quién y cuándo.',
          security: BEARER,
          consumes: FORM_BODIES,
          params: idParams,
          body: moderationRequest,
          response: { 200: staffReport, ...staffErrors },
        },
      },
      (request) =>
        moderation.decide(sessionOf(request), request.params.id, action, request.body.reason),
    );
  }

  app.post(
    '/admin/users/:id/unsuspend',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'unsuspendUser',
        summary: 'Levantar la suspensión de una cuenta',
        security: BEARER,
        consumes: FORM_BODIES,
        params: userIdParams,
        body: moderationRequest,
        response: { 200: messageResponse, ...staffErrors },
      },
    },
    async (request) => {
      await moderation.unsuspend(sessionOf(request), request.params.id, request.body.reason);
      return { message: 'Suspensión levantada.' };
    },
  );

  app.get(
    '/admin/moderation-log',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listModerationLog',
        summary: 'El registro de moderación: cada decisión del equipo, con quién, cuándo y por qué',
        security: BEARER,
        querystring: auditQuery,
        response: { 200: paged(auditEntry), ...staffErrors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) => moderation.log(limit, offset, request.query.user)),
  );
};
