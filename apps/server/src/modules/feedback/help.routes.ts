import { messageResponse } from '@app/contract/auth';
import { id } from '@app/contract/fields';
import {
  HELP_LIMITS,
  HELP_MESSAGES,
  helpHandledRequest,
  helpListQuery,
  helpMessage,
  helpRequest,
  staffHelpListQuery,
  staffHelpMessage,
} from '@app/contract/help';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import { createThrottle } from '../../lib/throttle.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import * as feedbackPolicy from './feedback.policy.js';
import type { HelpService } from './help.service.js';

const errors = errorAnswers(401, 403, 404, 422, 429);
const tags = ['feedback'];

/** "Ayuda" (issue 35): members write to the team; staff read, answer and mark them handled. */
export const helpRoutes: FastifyPluginAsyncZod<{
  help: HelpService;
  guards: SessionGuards;
}> = async (app, { help, guards }) => {
  const sends = createThrottle(app, 'help', HELP_LIMITS.perDay, 24 * 60 * 60_000, (request) =>
    String(request.session?.userId ?? request.ip),
  );

  app.post(
    '/help',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        operationId: 'sendHelpMessage',
        summary: `Escribir al equipo desde «Ayuda» (como mucho ${HELP_LIMITS.perDay} al día)`,
        security: BEARER,
        consumes: FORM_BODIES,
        body: helpRequest,
        response: { 200: helpMessage, ...errors },
      },
    },
    async (request) => {
      await sends.hit(request);
      return help.create(sessionOf(request).userId, request.body);
    },
  );

  app.get(
    '/help',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        operationId: 'listHelpMessages',
        summary: 'Mis mensajes al equipo, los últimos primero, con si ya se atendieron',
        security: BEARER,
        querystring: helpListQuery,
        response: { 200: paged(helpMessage), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        help.mine(sessionOf(request).userId, limit, offset),
      ),
  );

  app.get(
    '/admin/help',
    {
      onRequest: guards.requireRole(feedbackPolicy.canSeeAll),
      schema: {
        tags: [...tags, 'staff'],
        operationId: 'listStaffHelpMessages',
        summary: 'Los mensajes de «Ayuda»: pendientes (los más antiguos primero) o atendidos',
        security: BEARER,
        querystring: staffHelpListQuery,
        response: { 200: paged(staffHelpMessage), ...errors },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) => help.queue(request.query.status, limit, offset)),
  );

  app.post(
    '/admin/help/:id',
    {
      onRequest: guards.requireRole(feedbackPolicy.canSeeAll),
      schema: {
        tags: [...tags, 'staff'],
        operationId: 'setHelpMessageHandled',
        summary: 'Marcar un mensaje de «Ayuda» como atendido (1) o pendiente (0)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: z.object({ id }),
        body: helpHandledRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { handled } = request.body;
      if (!(await help.setHandled(request.params.id, handled, sessionOf(request).userId))) {
        throw notFound();
      }
      return { message: handled ? HELP_MESSAGES.handled : HELP_MESSAGES.reopened };
    },
  );
};
