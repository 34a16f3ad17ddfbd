import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { petitions } from './petitions.schema.js';
import { petitionViews, type PetitionRow } from './petitions.view.js';
import { answerable, waitingNow, type PetitionsContext } from './petitions.context.js';

/**
 * The waiting list (decision 0027): a freed place offered to the oldest request waiting, and a
 * waiting petition's place on its list.
 */
export function waitingList(ctx: PetitionsContext) {
  const { db, publisher, activities, matches, users, notices, clock } = ctx;
  const { positionsOf, tellPositionsIn } = ctx;

  /**
   * A place may have freed (a member left or was removed, a request was declined or withdrawn,
   * more places were made): while free places outnumber the requests the host can answer, the
   * oldest waiting request is offered to the host, who hears of it as of a new request. The
   * activity's row lock orders this with every accept and leave.
   */
  async function offerFreed(activityId: number): Promise<void> {
    await publisher.afterCommit(async (emit) => {
      const promoted = await db.transaction(async (tx): Promise<PetitionRow[]> => {
        let activity;
        try {
          activity = await activities.lockNotStarted(tx, activityId);
        } catch {
          return []; // gone or started: its waiting list is over
        }
        const [offered] = await tx
          .select({ count: count() })
          .from(petitions)
          .where(and(eq(petitions.activityId, activityId), answerable));
        const room = activity.participants - activity.matchedCount - (offered?.count ?? 0);
        if (room <= 0) return [];
        const next = await tx
          .select({ id: petitions.id })
          .from(petitions)
          .where(and(eq(petitions.activityId, activityId), waitingNow))
          .orderBy(asc(petitions.id))
          .limit(room);
        if (next.length === 0) return [];
        // An event's places go to whoever asked first, with no host to answer (issue 21).
        const event = activity.sponsorId !== null;
        const rows = (await tx
          .update(petitions)
          .set({
            waiting: false,
            ...(event && { readed: true, acepted: true, answeredAt: clock?.() ?? sql`now()` }),
          })
          .where(
            inArray(
              petitions.id,
              next.map((row) => row.id),
            ),
          )
          .returning()) as PetitionRow[];
        rows.sort((a, b) => a.id - b.id);
        if (event) {
          for (const row of rows)
            await matches.add(tx, { id: row.id, activityId, userId: row.fromUserId });
        }
        await notices.addIn(
          tx,
          emit,
          rows.map((row) =>
            // A brand's event: the place came in turn, from no one in particular.
            event
              ? { userId: row.fromUserId, kind: 'accepted' as const, actorId: null, activityId }
              : {
                  userId: row.toUserId,
                  kind: 'request' as const,
                  actorId: row.fromUserId,
                  activityId,
                },
          ),
        );
        for (const row of rows) {
          emit('waiting-list', [row.fromUserId], {
            petition_id: row.id,
            activity_id: activityId,
            position: null,
          });
        }
        await tellPositionsIn(tx, emit, activityId);
        return rows;
      });
      // Named once committed: PGlite's one connection is the transaction's until then.
      for (const view of await petitionViews(users, promoted)) {
        if (view.acepted) emit('petition-petitions_types-match-from', [view.from_user.id], view);
        else emit('petition-petitions_types-match-me', [view.to_user_id], view);
      }
    });
  }

  return {
    offerFreed,

    /** The place of a waiting petition on its activity's list, or null. */
    async positionOf(row: PetitionRow): Promise<number | null> {
      return (await positionsOf([row])).get(row.id) ?? null;
    },
  };
}

export type OfferFreed = ReturnType<typeof waitingList>['offerFreed'];
