import { idParams } from '@app/contract/activities';
import {
  attendance,
  attendanceParams,
  attendancePending,
  attendanceSheet,
  confirmAttendanceRequest,
  markAttendanceRequest,
} from '@app/contract/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { playerStanding } from '../activities/player-standing.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import * as policy from './attendance.policy.js';
import type { AttendanceService } from './attendance.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['attendance'];

/** Attendance (decision 0027): the host marks, participants confirm, both agreeing verifies. */
export const attendanceRoutes: FastifyPluginAsyncZod<{
  attendance: AttendanceService;
  activities: Pick<ActivitiesService, 'get' | 'hideGroupFrom'>;
  matches: Pick<MatchesService, 'of'>;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, { attendance: service, activities, matches, blocks, guards }) => {
  const onRequest = guards.requireUser;
  const load = playerStanding({ activities, matches, blocks });
  const viewer = authorize(idParams, load, policy.canView);
  const confirmer = authorize(idParams, load, policy.canConfirm);
  const marker = authorize(attendanceParams, load, policy.canMark);

  app.get(
    '/attendance/pending',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listPendingAttendance',
        summary: 'Actividades que esperan tu asistencia',
        description:
          'Las que organizas con alguien sin marcar y aquellas en las que estabas y no has confirmado, mientras se puede marcar.',
        security: BEARER,
        response: { 200: attendancePending, ...errorAnswers(401) },
      },
    },
    async (request) => ({ data: await service.pending(sessionOf(request).userId) }),
  );

  app.get(
    '/activity/:id/attendance',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'getAttendance',
        summary: 'La asistencia de una actividad',
        description: 'Quien organiza ve a todas las personas unidas; cada participante, la suya.',
        security: BEARER,
        params: idParams,
        response: { 200: attendanceSheet, ...errors },
      },
    },
    (request) => service.sheet(sessionOf(request), viewer.resource(request).row),
  );

  app.post(
    '/activity/:id/attendance',
    {
      onRequest: [onRequest, confirmer],
      schema: {
        tags,
        operationId: 'confirmAttendance',
        summary: 'Confirmar si la actividad se celebró',
        description:
          'Desde 30 minutos antes del inicio hasta 48 horas después del final (409 fuera). Con la marca "present" del anfitrión, la asistencia queda verificada y ya no cambia.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: confirmAttendanceRequest,
        response: { 200: attendance, ...errors },
      },
    },
    (request) =>
      service.confirm(sessionOf(request), confirmer.resource(request).row, request.body.took_place),
  );

  app.post(
    '/activity/:id/attendance/:userId',
    {
      onRequest: [onRequest, marker],
      schema: {
        tags,
        operationId: 'markAttendance',
        summary: 'Marcar si alguien vino (quien organiza)',
        description:
          'Desde 30 minutos antes del inicio hasta 48 horas después del final (409 fuera); solo a personas unidas (422). Una asistencia verificada ya no cambia (409).',
        security: BEARER,
        consumes: FORM_BODIES,
        params: attendanceParams,
        body: markAttendanceRequest,
        response: { 200: attendance, ...errors },
      },
    },
    (request) =>
      service.mark(marker.resource(request).row, request.params.userId, request.body.mark),
  );
};
