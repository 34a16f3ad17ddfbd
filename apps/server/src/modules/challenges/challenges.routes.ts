import { activity, createEventRequest, eventList, idParams } from '@app/contract/activities';
import {
  challenge,
  challengeBoard,
  challengeList,
  createChallengeRequest,
} from '@app/contract/challenges';
import { pageQuery } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import { BEARER, errorAnswers, FORM_BODIES } from '../../lib/route-schemas.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import { canManageSponsors } from '../sponsors/sponsor.policy.js';
import type { ChallengesService } from './challenges.service.js';

const tags = ['challenges'];
const staffErrors = errorAnswers(401, 403, 404, 422);

/**
 * "Eventos y retos" (issue 21): challenges members join and follow, events in a sponsor's
 * name; staff make both.
 */
export const challengesRoutes: FastifyPluginAsyncZod<{
  challenges: ChallengesService;
  activities: Pick<ActivitiesService, 'createEvent' | 'events'>;
  guards: SessionGuards;
}> = async (app, { challenges, activities, guards }) => {
  const onRequest = guards.requireUser;
  const asStaff = guards.requireRole(canManageSponsors);

  app.get(
    '/challenges',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listChallenges',
        summary: 'Los retos abiertos y por venir, y los tuyos ya terminados',
        description:
          'Primero los abiertos (el que antes termina, primero), luego los que aún no han empezado, y al final los que hiciste y terminaron hace menos de 30 días.',
        security: BEARER,
        response: { 200: challengeList, ...errorAnswers(401) },
      },
    },
    async (request) => ({ data: await challenges.list(sessionOf(request).userId) }),
  );

  app.get(
    '/challenge/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'fetchChallenge',
        summary: 'Un reto, con tu progreso si participas',
        security: BEARER,
        params: idParams,
        response: { 200: challenge, ...errorAnswers(401, 404, 422) },
      },
    },
    (request) => challenges.view(request.params.id, sessionOf(request).userId),
  );

  app.post(
    '/challenge/:id/join',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'joinChallenge',
        summary: 'Apuntarse a un reto',
        description:
          'Cuentan las asistencias verificadas desde ahora, dentro del periodo del reto (y de su disciplina, si tiene). Apuntarse otra vez no cambia nada; a un reto terminado, 409. El progreso llega en vivo por el canal challenge.{wstoken}.',
        security: BEARER,
        params: idParams,
        response: { 200: challenge, ...errorAnswers(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await challenges.join(request.params.id, userId);
      return challenges.view(request.params.id, userId);
    },
  );

  app.get(
    '/challenge/:id/board',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'fetchChallengeBoard',
        summary: 'La clasificación de un reto',
        description:
          'Más progreso primero; a igual progreso, quien llegó antes a la meta, y luego quien se apuntó antes. Los 50 primeros y tu puesto. Las personas bloqueadas contigo no aparecen ni cuentan en los puestos.',
        security: BEARER,
        params: idParams,
        response: { 200: challengeBoard, ...errorAnswers(401, 404, 422) },
      },
    },
    (request) => challenges.board(request.params.id, sessionOf(request).userId),
  );

  app.get(
    '/events',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listEvents',
        summary: 'Los eventos de las marcas que aún no han empezado, el más próximo primero',
        description:
          'Un evento es un plan en nombre de una marca: sus plazas son para quien antes las pide (sin esperar respuesta), y luego hay lista de espera. Los exclusivos de Premium responden 403 a quien no lo tiene.',
        security: BEARER,
        querystring: pageQuery(),
        response: { 200: eventList, ...errorAnswers(401, 422) },
      },
    },
    (request) =>
      paginate(request.query, (limit, offset) =>
        activities.events(sessionOf(request).userId, limit, offset),
      ),
  );

  app.get(
    '/admin/challenges',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'listAllChallenges',
        summary: 'Todos los retos, el más reciente primero',
        security: BEARER,
        response: { 200: challengeList, ...staffErrors },
      },
    },
    async () => ({ data: await challenges.all() }),
  );

  app.post(
    '/admin/challenges',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'createChallenge',
        summary: 'Crear un reto',
        description:
          'Una meta (metric: activities, minutes, kcal o disciplines) en un periodo, quizá en una disciplina, con un premio en monedas y una insignia, y quizá una marca.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createChallengeRequest,
        response: { 200: challenge, ...staffErrors },
      },
    },
    (request) => {
      const body = request.body;
      return challenges.createChecked({
        title: body.title,
        description: body.description,
        metric: body.metric,
        goal: body.goal,
        disciplineOptionId: body.discipline ?? null,
        startsAt: new Date(body.starts_at),
        endsAt: new Date(body.ends_at),
        rewardCoins: body.reward_coins ?? 0,
        badge: body.badge ?? null,
        badgeName: body.badge_name ?? null,
        sponsorId: body.sponsor ?? null,
      });
    },
  );

  app.post(
    '/admin/events',
    {
      onRequest: asStaff,
      schema: {
        tags: ['staff'],
        operationId: 'createEvent',
        summary: 'Crear un evento: un plan en nombre de una marca',
        description:
          'Los campos de un plan, más la marca (sponsor) y si es exclusivo de Premium (premium_only). Quien lo crea figura como anfitrión; las plazas se dan por orden de petición.',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createEventRequest,
        response: { 200: activity, ...staffErrors },
      },
    },
    (request) => activities.createEvent(sessionOf(request).userId, request.body),
  );
};
