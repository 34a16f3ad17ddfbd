import { messageResponse } from '@app/contract/auth';
import {
  activity,
  activityListQuery,
  createActivityRequest,
  idParams,
  updateActivityRequest,
} from '@app/contract/activities';
import { errorResponse } from '@app/contract/errors';
import { paged } from '@app/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/paging.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { ActivitiesService } from './activities.service.js';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const FORM = ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'];
const security = [{ bearer: [] }];

export const activitiesRoutes: FastifyPluginAsyncZod<{
  activities: ActivitiesService;
  guards: SessionGuards;
}> = async (app, { activities, guards }) => {
  const preHandler = guards.requireUser;

  app.post(
    '/activity',
    {
      preHandler,
      schema: {
        tags: ['activities'],
        summary: 'Crear una actividad',
        security,
        consumes: FORM,
        body: createActivityRequest,
        response: { 200: activity, ...errors },
      },
    },
    (request) => activities.create(sessionOf(request).userId, request.body),
  );

  app.post(
    '/activity/:id',
    {
      preHandler,
      schema: {
        tags: ['activities'],
        summary: 'Editar una actividad propia',
        security,
        consumes: FORM,
        params: idParams,
        body: updateActivityRequest,
        response: { 200: activity, ...errors },
      },
    },
    (request) => activities.update(sessionOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/activity/:id',
    {
      preHandler,
      schema: {
        tags: ['activities'],
        summary: 'Borrar una actividad propia',
        security,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await activities.remove(sessionOf(request).userId, request.params.id);
      return { message: 'Actividad eliminada.' };
    },
  );

  app.get(
    '/activity',
    {
      preHandler,
      schema: {
        tags: ['activities'],
        summary:
          'Actividades próximas abiertas (o las mías: type=host; a las que me uní: type=match)',
        security,
        querystring: activityListQuery,
        response: { 200: paged(activity), ...errors },
      },
    },
    (request) => {
      const { type, search, filter } = request.query;
      return paginate(request.query, (limit, offset) =>
        activities.list(sessionOf(request).userId, type, { search, ...filter }, limit, offset),
      );
    },
  );

  app.get(
    '/activity/:id',
    {
      preHandler,
      schema: {
        tags: ['activities'],
        summary: 'Ver una actividad',
        security,
        params: idParams,
        response: { 200: activity, ...errors },
      },
    },
    async (request) => activities.view(await activities.owned(request.params.id)),
  );
};
