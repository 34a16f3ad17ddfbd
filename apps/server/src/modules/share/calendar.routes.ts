import { idParams } from '@app/contract/activities';
import { calendarFeed } from '@app/contract/share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { Calendars } from './calendar.js';

const CALENDAR = 'text/calendar; charset=utf-8';
const calendarFile = (description: string) =>
  z.any().meta({ description, contentMediaType: 'text/calendar' });

/** A plan's calendar file and the member's calendar feed (issue 38). */
export const calendarRoutes: FastifyPluginAsyncZod<{
  calendars: Calendars;
  activities: Pick<ActivitiesService, 'get' | 'hideGroupFrom' | 'viewsOf'>;
  blocks: Pick<BlocksService, 'hideFrom'>;
  guards: SessionGuards;
}> = async (app, { calendars, activities, blocks, guards }) => {
  app.get(
    '/activity/:id/calendar',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['activities'],
        operationId: 'getActivityCalendar',
        summary: 'Añadir al calendario: el plan como archivo .ics',
        description:
          'El plan como evento de iCalendar (RFC 5545), con la zona horaria de su ciudad y el ' +
          'lugar exacto. Los mismos planes que `GET /activity/{id}`: 404 para uno de un grupo ' +
          'ajeno o de alguien con quien hay un bloqueo.',
        security: BEARER,
        params: idParams,
        response: {
          200: calendarFile('El archivo .ics, como descarga (`Content-Disposition: attachment`)'),
          ...errorAnswers(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const row = await activities.get(request.params.id);
      await activities.hideGroupFrom(row, session.userId);
      await blocks.hideFrom(session, row.hostId);
      const [plan] = await activities.viewsOf([row.id]);
      // Removed a moment ago, between the two reads.
      if (!plan) throw notFound();
      return reply
        .type(CALENDAR)
        .header('content-disposition', `attachment; filename="plan-${row.id}.ics"`)
        .header('cache-control', 'private, no-cache')
        .send(calendars.planFile(plan, row, 'member'));
    },
  );

  app.get(
    '/calendar/feed',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['activities'],
        operationId: 'getCalendarFeed',
        summary: 'La dirección de mi calendario de planes',
        description:
          'Una dirección secreta que una app de calendario consulta cada hora: todos los planes ' +
          'que organizo o a los que voy, con sus cambios. Se crea la primera vez que se pide.',
        security: BEARER,
        response: { 200: calendarFeed, ...errorAnswers(401) },
      },
    },
    (request) => calendars.feedOf(sessionOf(request).userId),
  );

  app.post(
    '/calendar/feed/reset',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['activities'],
        operationId: 'resetCalendarFeed',
        summary: 'Cambiar la dirección de mi calendario',
        description: 'Una dirección nueva; la anterior deja de responder (404).',
        security: BEARER,
        response: { 200: calendarFeed, ...errorAnswers(401) },
      },
    },
    (request) => calendars.resetFeed(sessionOf(request).userId),
  );

  app.get(
    '/calendar/:token/plans.ics',
    {
      schema: {
        tags: ['activities'],
        operationId: 'getCalendarFeedFile',
        summary: 'El calendario de planes de un miembro, por su dirección secreta',
        description:
          'Lo que consulta una app de calendario suscrita (sin sesión: el secreto es la ' +
          'dirección). Los planes que organiza o a los que va, desde hace un mes.',
        security: [],
        params: z.object({ token: z.string().min(20).max(100) }),
        response: {
          200: calendarFile('El calendario (iCalendar, RFC 5545)'),
          ...errorAnswers(404, 422),
        },
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR)
        .header('cache-control', 'private, no-cache')
        .send(await calendars.feed(request.params.token)),
  );
};
