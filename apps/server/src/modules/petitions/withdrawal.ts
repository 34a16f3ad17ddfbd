import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { petitions } from './petitions.schema.js';
import { type PetitionRow } from './petitions.view.js';
import { pending, type PetitionsContext } from './petitions.context.js';
import { type OfferFreed } from './waiting-list.js';

/** Requests taken back: by their sender, by a deck's undo, or gone with a block. */
export function petitionWithdrawal(ctx: PetitionsContext, offerFreed: OfferFreed) {
  const { db, publisher, notices, tellPositionsIn } = ctx;
  return {
    /** The sender withdraws a petition (petition.policy canWithdraw). */
    async withdraw(existing: PetitionRow): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          await tx.delete(petitions).where(eq(petitions.id, existing.id));
          // Those behind move up.
          if (existing.waiting) await tellPositionsIn(tx, emit, existing.activityId);
          // Nothing is left for the host to answer.
          await notices.settleIn(tx, emit, {
            userId: existing.toUserId,
            kind: 'request',
            actorId: existing.fromUserId,
            activityId: existing.activityId,
          });
        }),
      );
      // An offered request withdrawn leaves its place to the next one waiting.
      if (!existing.waiting) await offerFreed(existing.activityId);
    },

    /** Inside `tx`: the petitions `fromUserId` sent to the activities of `activityIds` go. */
    async removeIn(tx: Db, fromUserId: number, activityIds: SQLWrapper): Promise<void> {
      await tx
        .delete(petitions)
        .where(
          and(eq(petitions.fromUserId, fromUserId), inArray(petitions.activityId, activityIds)),
        );
    },

    /**
     * Inside `tx`, withdraws the petition `id` if the host has not answered it yet: true if it
     * was withdrawn (or was already gone), false if it has an answer.
     */
    async withdrawUnanswered(tx: Db, id: number): Promise<boolean> {
      const [row] = await tx
        .select({ pending: sql<boolean>`${pending}` })
        .from(petitions)
        .where(eq(petitions.id, id))
        .for('update');
      if (!row) return true;
      if (!row.pending) return false;
      await tx.delete(petitions).where(eq(petitions.id, id));
      return true;
    },
  };
}
