import type { FastifyRequest } from 'fastify';
import { messageResponse } from '@app/contract/auth';
import {
  ADVANCED_FILTERS,
  activity,
  activityListQuery,
  activityMembership,
  activityPeople,
  createActivityRequest,
  idParams,
  updateActivityRequest,
} from '@app/contract/activities';
import { cappedPaged } from '@app/contract/paging';
import { seriesScopeQuery } from '@app/contract/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginateCapped } from '../../lib/paging.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import * as activityPolicy from './activity.policy.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { ActivitiesService } from './activities.service.js';
import type { PlanPeople } from './plan-people.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { PlansService } from '../plans/plans.service.js';
import { LEVEL_ANY_TAG, LEVEL_BANDS } from '@app/contract/levels';
import { validationError } from '../../lib/http-errors.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';

const errors = errorAnswers(401, 403, 404, 409, 422);

export const activitiesRoutes: FastifyPluginAsyncZod<{
  activities: ActivitiesService;
  petitions: Pick<PetitionsService, 'pendingOf' | 'positionOf' | 'offerFreed'>;
  matches: Pick<MatchesService, 'of'>;
  /** "Para mi nivel" reads the member's levels (decision 0027). */
  levels: Pick<LevelsService, 'fitsOf'>;
  blocks: Pick<BlocksService, 'hiding'>;
  /** Move's filters (decision 0029): who may use them, the levels' order, hosts' reliability. */
  plans: Pick<PlansService, 'mustAllow'>;
  concepts: Pick<ConceptsService, 'optionsOf'>;
  attendance: Pick<AttendanceService, 'reliableSql'>;
  /** Who is going to a plan, as the caller may see it (plan-people.ts). */
  planPeople: PlanPeople;
  guards: SessionGuards;
}> = async (
  app,
  {
    activities,
    petitions,
    matches,
    levels,
    blocks,
    plans,
    concepts,
    attendance,
    planPeople,
    guards,
  },
) => {
  const onRequest = guards.requireUser;
  /** The level options from `min` to `max` in the bands' order, and "every level". */
  async function levelRange(range: { min: number; max: number }): Promise<number[]> {
    const options = await concepts.optionsOf('levels');
    const banded = LEVEL_BANDS.map((band) => options.find((option) => option.tag === band.tag));
    const from = banded.findIndex((option) => option?.id === range.min);
    const to = banded.findIndex((option) => option?.id === range.max);
    if (from < 0 || to < 0 || from > to) {
      throw validationError({
        'filter.level_range': [
          'Elige un nivel mínimo y uno máximo, el mínimo antes que el máximo.',
        ],
      });
    }
    const anyLevel = options.find((option) => option.tag === LEVEL_ANY_TAG);
    return [...banded.slice(from, to + 1), anyLevel].flatMap((option) =>
      option ? [option.id] : [],
    );
  }
  // A blocked pair's activities do not exist for each other (decision 0022): 404.
  // A group's activity does not exist for those outside it (decision 0026): 404 too.
  const load = blocks.hiding(
    async ({ id }: { id: number }, request: FastifyRequest) => {
      const row = await activities.get(id);
      await activities.hideGroupFrom(row, request.session?.userId);
      return row;
    },
    (row) => row.hostId,
  );
  const viewer = authorize(idParams, load, activityPolicy.canView);
  const editor = authorize(idParams, load, activityPolicy.canUpdate);
  const remover = authorize(idParams, load, activityPolicy.canDelete);

  app.post(
    '/activity',
    {
      onRequest,
      schema: {
        tags: ['activities'],
        operationId: 'createActivity',
        summary: 'Crear una actividad',
        security: BEARER,
        consumes: FORM_BODIES,
        body: createActivityRequest,
        response: { 200: activity, ...errors },
      },
    },
    (request) => {
      const { userId } = sessionOf(request);
      // «Repetir»: a series, whose first plan is the answer (decision 0051).
      return request.body.repeat_weeks !== undefined || request.body.repeat_until !== undefined
        ? activities.createSeries(userId, request.body)
        : activities.create(userId, request.body);
    },
  );

  app.post(
    '/activity/:id',
    {
      onRequest: [onRequest, editor],
      schema: {
        tags: ['activities'],
        operationId: 'updateActivity',
        summary:
          'Editar una actividad propia (o, con scope=following, también las siguientes de su serie)',
        security: BEARER,
        consumes: FORM_BODIES,
        params: idParams,
        querystring: seriesScopeQuery,
        body: updateActivityRequest,
        response: { 200: activity, ...errors },
      },
    },
    async (request) => {
      const existing = editor.resource(request);
      const { activity: updated, changed } =
        request.query.scope === 'following'
          ? await activities.updateFollowing(existing, request.body)
          : {
              activity: await activities.update(existing, request.body),
              changed: [existing.id],
            };
      // More places: those waiting are offered them (decision 0027).
      if (request.body.participants !== undefined) {
        for (const id of changed) await petitions.offerFreed(id);
      }
      return updated;
    },
  );

  app.delete(
    '/activity/:id',
    {
      onRequest: [onRequest, remover],
      schema: {
        tags: ['activities'],
        operationId: 'deleteActivity',
        summary:
          'Borrar una actividad propia (o, con scope=following, también las siguientes de su serie)',
        security: BEARER,
        params: idParams,
        querystring: seriesScopeQuery,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const existing = remover.resource(request);
      if (request.query.scope === 'following') {
        await activities.removeFollowing(existing);
        return { message: 'Actividades eliminadas.' };
      }
      await activities.remove(existing);
      return { message: 'Actividad eliminada.' };
    },
  );

  app.get(
    '/activity',
    {
      onRequest,
      // One of the busiest answers: a serialiser compiled from its schema (decision 0055).
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['activities'],
        operationId: 'listActivities',
        summary:
          'Actividades próximas abiertas (o las mías: type=host; a las que me uní: type=match)',
        security: BEARER,
        querystring: activityListQuery,
        response: { 200: cappedPaged(activity), ...errors },
      },
    },
    async (request) => {
      const { type, search, filter, sort } = request.query;
      const userId = sessionOf(request).userId;
      // Move's filters, refused (403 naming the plan) without it.
      if (filter && ADVANCED_FILTERS.some((name) => filter[name] !== undefined)) {
        await plans.mustAllow(userId, 'advanced_filters');
      }
      const levelFits = filter?.for_my_level ? await levels.fitsOf(userId) : undefined;
      const levelIds = filter?.level_range ? await levelRange(filter.level_range) : undefined;
      const reliableHost = filter?.reliable_hosts ? attendance.reliableSql : undefined;
      return paginateCapped(request.query, (limit, offset) =>
        activities.list(
          userId,
          {
            mode: type,
            filter: { search, ...filter, levelFits, levelIds, reliableHost },
            sort,
          },
          limit,
          offset,
        ),
      );
    },
  );

  app.get(
    '/activity/:id',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags: ['activities'],
        operationId: 'getActivity',
        summary: 'Ver una actividad',
        security: BEARER,
        params: idParams,
        response: { 200: activity, ...errors },
      },
    },
    (request) => activities.view(viewer.resource(request)),
  );

  app.get(
    '/activity/:id/people',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags: ['activities'],
        operationId: 'getActivityPeople',
        summary: 'Quién va: quien organiza, las personas con plaza y las plazas libres',
        description:
          'Los números son los del plan, iguales para todo el mundo. En la lista no sale nadie con quien haya un bloqueo y, para quien no está en el plan, solo quien aparece en la búsqueda de gente; el resto se cuenta en hidden.',
        security: BEARER,
        params: idParams,
        response: { 200: activityPeople, ...errors },
      },
    },
    (request) => planPeople(viewer.resource(request), sessionOf(request).userId),
  );

  app.get(
    '/activity/:id/membership',
    {
      onRequest: [onRequest, viewer],
      schema: {
        tags: ['activities'],
        operationId: 'getActivityMembership',
        summary: 'Mi relación con una actividad: anfitrión, unido, solicitud pendiente o ninguna',
        security: BEARER,
        params: idParams,
        response: { 200: activityMembership, ...errors },
      },
    },
    async (request) => {
      const row = viewer.resource(request);
      const { userId } = sessionOf(request);
      if (row.hostId === userId)
        return { role: 'host' as const, petition: null, match: null, waiting_position: null };
      const match = await matches.of(row.id, userId);
      if (match) {
        return { role: 'member' as const, petition: null, match: match.id, waiting_position: null };
      }
      const petition = await petitions.pendingOf(row.id, userId);
      if (petition) {
        return {
          role: 'requested' as const,
          petition: petition.id,
          match: null,
          waiting_position: await petitions.positionOf(petition),
        };
      }
      return { role: 'none' as const, petition: null, match: null, waiting_position: null };
    },
  );
};
