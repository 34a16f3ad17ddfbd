import { peopleInPlan, type ActivityPeople, type PlanPerson } from '@app/contract/activities';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ActivityRow } from './activities.view.js';

export type PlanPeopleDependencies = {
  matches: Pick<MatchesService, 'memberIds'>;
  users: Pick<UsersService, 'faces'>;
  blocks: Pick<BlocksService, 'among'>;
};

/**
 * Who is going to a plan, as `viewerId` may see it (decision 0036). The counts are the plan's
 * own, read from the stored count of places (what every activity answer says), so host and
 * guests read the same numbers; the list leaves out whoever is in a blocked pair with the
 * viewer, and, for a viewer who is not in the plan, whoever keeps out of people search. Those
 * left out are counted in `hidden`, never named.
 */
export function createPlanPeople({ matches, users, blocks }: PlanPeopleDependencies) {
  return async function planPeople(row: ActivityRow, viewerId: number): Promise<ActivityPeople> {
    const goingIds = await matches.memberIds(row.id);
    const event = row.sponsorId !== null;
    const [faces, blocked] = await Promise.all([
      users.faces(event ? goingIds : [row.hostId, ...goingIds]),
      blocks.among(viewerId, goingIds),
    ]);
    // The host and those with a place already meet in the plan's chat: they see one another.
    const inPlan = row.hostId === viewerId || goingIds.includes(viewerId);
    const person = (id: number): PlanPerson | undefined => {
      const face = faces.get(id);
      return face && { id, firstname: face.firstname, avatarUpdatedAt: face.avatarUpdatedAt };
    };
    const going = goingIds.flatMap((id) => {
      const face = faces.get(id);
      const shown =
        face !== undefined && !blocked.has(id) && (id === viewerId || inPlan || face.discoverable);
      return shown ? [person(id)!] : [];
    });
    const goingCount = row.matchedCount;
    return {
      host: event ? null : (person(row.hostId) ?? null),
      going,
      // The stored count and the rows are read apart: a place taken in between is still
      // counted once, and never below zero.
      hidden: Math.max(0, goingCount - going.length),
      going_count: goingCount,
      people_count: peopleInPlan({ matchedCount: goingCount, sponsor: row.sponsorId }),
      participants: row.participants,
      places_left: Math.max(0, row.participants - goingCount),
    };
  };
}

export type PlanPeople = ReturnType<typeof createPlanPeople>;
