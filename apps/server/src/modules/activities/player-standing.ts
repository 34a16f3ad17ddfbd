import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { ActivitiesService } from './activities.service.js';

/**
 * The loader of routes about an activity's players (attendance, results): the activity, its
 * host, and whether the caller holds a place in it. Hidden (404) from a group's outsiders
 * and from a pair who blocked each other, as the activity itself is.
 * @example authorize(idParams, playerStanding(deps), policy.canView)
 */
export function playerStanding(deps: {
  activities: Pick<ActivitiesService, 'get' | 'hideGroupFrom'>;
  matches: Pick<MatchesService, 'of'>;
  blocks: Pick<BlocksService, 'hiding'>;
}) {
  const { activities, matches, blocks } = deps;
  return blocks.hiding(
    async ({ id }: { id: number }, request: FastifyRequest) => {
      const userId = sessionOf(request).userId;
      const row = await activities.get(id);
      await activities.hideGroupFrom(row, userId);
      const matched = (await matches.of(row.id, userId)) !== undefined;
      return { row, hostId: row.hostId, matched };
    },
    (ref) => ref.hostId,
  );
}
