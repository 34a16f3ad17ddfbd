import { PUSH_URLS, type PushPayload } from '@app/contract/push-payload';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import { headline } from './reminder-texts.js';

/**
 * Plans that did not reach their minimum by its time are cancelled (issue 38), swept on every
 * node with the reminders: the activities module's one guarded UPDATE decides which, and in
 * that transaction everyone in each plan (its host and those with a place) is told, by the
 * notifications centre and by a push. A plan cancelled leaves lists and decks, takes no more
 * places, and stays in calendars marked cancelled.
 */
export function createCancellations(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'decideMinimumsIn'>;
    matches: Pick<MatchesService, 'memberIds'>;
    notices: Pick<NotificationCentre, 'addIn'>;
    push?:
      | { pushToIn(tx: Db, userIds: number[], payload: PushPayload): Promise<void>; wake(): void }
      | undefined;
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, matches, notices, push } = deps;
  return {
    /** One sweep: answers how many plans this node cancelled. */
    async sweep(): Promise<number> {
      const now = deps.clock?.() ?? new Date();
      const cancelled = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const plans = await activities.decideMinimumsIn(tx, now);
          for (const plan of plans) {
            const people = [plan.hostId, ...(await matches.memberIds(plan.id, tx))];
            // «2 de 4»: how many had a place, of the minimum.
            const text = `${plan.matchedCount} de ${plan.minParticipants}`;
            await notices.addIn(
              tx,
              emit,
              people.map((userId) => ({
                userId,
                kind: 'cancelled' as const,
                activityId: plan.id,
                text,
              })),
            );
            await push?.pushToIn(tx, people, {
              kind: 'cancelled',
              title: 'Plan cancelado',
              body: `${headline(plan.description)} no llegó al mínimo de personas (${text}) y se ha cancelado.`,
              url: PUSH_URLS.activity(plan.id),
              tag: `cancelled-${plan.id}`,
            });
          }
          return plans.length;
        }),
      );
      if (cancelled > 0) push?.wake();
      return cancelled;
    },
  };
}

export type Cancellations = ReturnType<typeof createCancellations>;
