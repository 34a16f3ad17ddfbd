import { idParams } from '@app/contract/activities';
import { calorieEstimate } from '@app/contract/calories';
import {
  activityResult,
  activityResultAnswer,
  answerResultRequest,
  RESULT_MESSAGES,
  levelAssessmentRequest,
  reportResultRequest,
  sportLevel,
  sportsProfile,
} from '@app/contract/levels';
import { userIdParams } from '@app/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, validationError } from '../../lib/http-errors.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { playerStanding } from '../activities/player-standing.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { UsersService } from '../users/users.service.js';
import * as policy from './levels.policy.js';
import type { LevelsService } from './levels.service.js';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['levels'];

/** Sports profiles, levels and competitive results (decision 0027). */
export const levelsRoutes: FastifyPluginAsyncZod<{
  levels: LevelsService;
  attendance: Pick<AttendanceService, 'reliabilityOf'>;
  activities: Pick<ActivitiesService, 'get' | 'hideGroupFrom'>;
  matches: Pick<MatchesService, 'of'>;
  concepts: Pick<ConceptsService, 'options'>;
  users: Pick<UsersService, 'findById'>;
  blocks: Pick<BlocksService, 'hiding'>;
  guards: SessionGuards;
}> = async (app, deps) => {
  const { levels, attendance, activities, matches, concepts, users, blocks, guards } = deps;
  const onRequest = guards.requireUser;
  const load = playerStanding({ activities, matches, blocks });
  const viewer = authorize(idParams, load, policy.canView);
  const player = authorize(idParams, load, policy.canTake);
  // Answering a report also depends on it: who reported it and on which side the caller is.
  const answerer = authorize(
    idParams,
    async (params: { id: number }, request: FastifyRequest) => ({
      ...(await load(params, request)),
      report: await levels.pendingReport(params.id),
    }),
    policy.canAnswer,
    RESULT_MESSAGES.notOther,
  );
  // A sports profile is as public as the profile; a blocked pair do not exist for each other.
  const person = authorize(
    userIdParams,
    blocks.hiding(
      async ({ id }: { id: number }) => {
        if (!(await users.findById(id))) throw notFound();
        return { id };
      },
      ({ id }) => id,
    ),
    (actor) => actor !== null,
  );

  app.get(
    '/user/:id/sports',
    {
      onRequest: [onRequest, person],
      schema: {
        tags,
        operationId: 'getSportsProfile',
        summary: 'El perfil deportivo de alguien',
        description:
          'Su nivel en cada disciplina (0.0–7.0, con su fiabilidad) y su fiabilidad como participante: asistencias verificadas de sus últimas 20 actividades celebradas (percent null, "sin datos", con menos de 3).',
        security: BEARER,
        params: userIdParams,
        response: { 200: sportsProfile, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const { id } = person.resource(request);
      return { reliability: await attendance.reliabilityOf(id), levels: await levels.levelsOf(id) };
    },
  );

  app.post(
    '/sports/assessment',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'assessLevel',
        summary: 'Tu primer nivel en una disciplina, con cuatro preguntas',
        description:
          'Cada respuesta de 0 a 3. Mientras ningún resultado confirmado lo haya movido se puede repetir; después, 409.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: levelAssessmentRequest,
        response: { 200: sportLevel, ...errorAnswers(401, 409, 422) },
      },
    },
    async (request) => {
      const option = (await concepts.options([request.body.discipline])).get(
        request.body.discipline,
      );
      if (option?.code !== 'disciplines') {
        throw validationError({ discipline: ['La disciplina elegida no es válida.'] });
      }
      return levels.assess(sessionOf(request).userId, request.body);
    },
  );

  app.get(
    '/activity/:id/calories',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'estimateCalories',
        summary: 'Cuántas calorías gastarías (una estimación)',
        description:
          'kcal = MET × kg × horas, con el MET de la disciplina e intensidad (Compendium of Physical Activities), tu peso si lo diste o 70 kg. Una estimación, no una medida; null en un plan social.',
        security: BEARER,
        params: idParams,
        response: { 200: calorieEstimate, ...errors },
      },
    },
    async (request) => ({
      estimate: await levels.calorieEstimate(
        viewer.resource(request).row,
        sessionOf(request).userId,
      ),
    }),
  );

  app.get(
    '/activity/:id/result',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags,
        operationId: 'getActivityResult',
        summary: 'El resultado de una actividad deportiva',
        security: BEARER,
        params: idParams,
        response: { 200: activityResultAnswer, ...errors },
      },
    },
    async (request) => {
      const { row, hostId, matched } = viewer.resource(request);
      const plays = matched || sessionOf(request).userId === hostId;
      return {
        result: await levels.resultOf(row.id),
        players: plays ? await levels.playersOf(row) : [],
      };
    },
  );

  app.post(
    '/activity/:id/result',
    {
      onRequest: [onRequest, player],
      schema: {
        tags,
        operationId: 'reportActivityResult',
        summary: 'Anotar el resultado: dos equipos y quién ganó',
        description:
          'Quien organiza o alguien que jugó, desde el inicio hasta 48 horas después del final. Sustituye a un resultado sin confirmar (también a uno discutido); uno confirmado ya no cambia (409).',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: reportResultRequest,
        response: { 200: activityResult, ...errors },
      },
    },
    (request) => levels.report(sessionOf(request), player.resource(request).row, request.body),
  );

  app.post(
    '/activity/:id/result/answer',
    {
      onRequest: [onRequest, answerer],
      schema: {
        tags,
        operationId: 'answerActivityResult',
        summary: 'Confirmar o discutir el resultado anotado',
        description:
          'Responde alguien del otro equipo o quien organiza (si no lo anotó). Confirmado, el nivel de cada jugador cambia una vez; discutido, nada cambia hasta que se anote y confirme otro.',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        body: answerResultRequest,
        response: { 200: activityResult, ...errors },
      },
    },
    (request) =>
      levels.answer(
        sessionOf(request),
        answerer.resource(request).row,
        request.body.confirm,
        answerer.resource(request).report,
      ),
  );
};
