import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { InvitationsService } from '../friends/invitations.service.js';
import type { MatchesService } from '../matches/matches.service.js';

/**
 * Series over time (issue 38, decision 0051), swept on every node with the reminders: each
 * series' plans are made SERIES_LIMITS.aheadDays ahead, and once a plan of a series has ended
 * those who had a place in it are invited by its host to the next one: the regulars first.
 */
export function createSeriesSweep(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<
      ActivitiesService,
      'extendSeriesIn' | 'endedInSeries' | 'claimEndedIn' | 'seeingPlanIn'
    >;
    matches: Pick<MatchesService, 'memberIds'>;
    blocks: Pick<BlocksService, 'lockPairsIn'>;
    invitations: Pick<InvitationsService, 'inviteRegularsIn' | 'announce'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, matches, blocks, invitations } = deps;

  /**
   * One ended plan's regulars, in a transaction of its own that takes the pairs' turns first
   * (as every write joining two members does, decision 0030), then claims the plan, then
   * invites: the same order as a request, so the two never wait on each other.
   */
  const inviteRegularsOf = (plan: { id: number; hostId: number }, now: Date) =>
    publisher.afterCommit(async (emit) => {
      const sent = await db.transaction(async (tx) => {
        const people = await matches.memberIds(plan.id, tx);
        await blocks.lockPairsIn(tx, plan.hostId, people);
        const claimed = await activities.claimEndedIn(tx, plan.id, now);
        if (!claimed?.next) return undefined;
        const seeing = await activities.seeingPlanIn(tx, claimed.next, people);
        const invited = await invitations.inviteRegularsIn(tx, emit, claimed.next, seeing);
        return { activityId: claimed.next.id, invited };
      });
      if (!sent) return 0;
      await invitations.announce(emit, sent.activityId, sent.invited);
      return sent.invited.length;
    });

  return {
    /**
     * One sweep: answers how many plans it made and how many regulars it invited. A series
     * that could not make its plan is reported (thrown) after the rest went ahead.
     */
    async sweep(): Promise<{ made: number; invited: number }> {
      const now = deps.clock?.() ?? new Date();
      const { made, failed } = await db.transaction((tx) => activities.extendSeriesIn(tx, now));
      let invited = 0;
      for (const plan of await activities.endedInSeries(now)) {
        invited += await inviteRegularsOf(plan, now);
      }
      if (failed.length > 0) {
        throw new Error(`series ${failed.map((each) => each.seriesId).join(', ')} made no plan`, {
          cause: failed[0]!.error,
        });
      }
      return { made: made.length, invited };
    },
  };
}

export type SeriesSweep = ReturnType<typeof createSeriesSweep>;
