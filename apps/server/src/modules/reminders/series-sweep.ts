import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
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
    activities: Pick<ActivitiesService, 'extendSeriesIn' | 'claimEndedInSeriesIn' | 'seeingPlanIn'>;
    matches: Pick<MatchesService, 'memberIds'>;
    invitations: Pick<InvitationsService, 'inviteRegularsIn' | 'announce'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, matches, invitations } = deps;
  return {
    /** One sweep: answers how many plans it made and how many regulars it invited. */
    async sweep(): Promise<{ made: number; invited: number }> {
      const now = deps.clock?.() ?? new Date();
      const made = await db.transaction((tx) => activities.extendSeriesIn(tx, now));
      const invited = await publisher.afterCommit(async (emit) => {
        const sent = await db.transaction(async (tx) => {
          const claimed = await activities.claimEndedInSeriesIn(tx, now);
          const each = [];
          for (const { ended, next } of claimed) {
            if (!next) continue;
            const people = await activities.seeingPlanIn(
              tx,
              next,
              await matches.memberIds(ended.id, tx),
            );
            each.push({
              activityId: next.id,
              invited: await invitations.inviteRegularsIn(tx, emit, next, people),
            });
          }
          return each;
        });
        for (const { activityId, invited } of sent) {
          await invitations.announce(emit, activityId, invited);
        }
        return sent.reduce((total, { invited }) => total + invited.length, 0);
      });
      return { made: made.length, invited };
    },
  };
}

export type SeriesSweep = ReturnType<typeof createSeriesSweep>;
