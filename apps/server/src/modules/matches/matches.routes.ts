import { messageResponse } from '@app/contract/auth';
import { idParams, match } from '@app/contract/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivitiesService } from '../activities/activities.service.js';
import { authorize } from '../auth/authorize.js';
import type { SessionGuards } from '../auth/session.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { UsersService } from '../users/users.service.js';
import * as matchPolicy from './match.policy.js';
import { matchLoader } from './match.resource.js';
import type { MatchesService } from './matches.service.js';
import { matchView } from './matches.view.js';
import { errorAnswers, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404);

export const matchesRoutes: FastifyPluginAsyncZod<{
  matches: MatchesService;
  activities: ActivitiesService;
  users: UsersService;
  /** A place freed is offered to the oldest waiting request (decision 0027). */
  petitions: Pick<PetitionsService, 'offerFreed'>;
  guards: SessionGuards;
}> = async (app, { matches, activities, users, petitions, guards }) => {
  const load = matchLoader(matches, activities);
  const viewer = authorize(idParams, load, matchPolicy.canView);
  const remover = authorize(idParams, load, matchPolicy.canRemove);

  app.get(
    '/match/:id',
    {
      onRequest: [guards.requireUser, viewer],
      schema: {
        tags: ['matches'],
        operationId: 'getMatch',
        summary: 'Ver una unión (la persona unida o el anfitrión)',
        security: BEARER,
        params: idParams,
        response: { 200: match, ...errors },
      },
    },
    async (request) => {
      const match = viewer.resource(request);
      const activity = await activities.view(await activities.get(match.activityId));
      return matchView(match, activity, (await users.publicView(match.userId))!);
    },
  );

  app.delete(
    '/match/:id',
    {
      onRequest: [guards.requireUser, remover],
      schema: {
        tags: ['matches'],
        operationId: 'deleteMatch',
        summary: 'Salir de una actividad, o que el anfitrión quite a alguien',
        security: BEARER,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const match = remover.resource(request);
      await matches.remove(match);
      await petitions.offerFreed(match.activityId);
      return { message: 'Ya no forma parte de la actividad.' };
    },
  );
};
