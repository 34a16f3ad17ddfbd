import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import type { ConvertedWish } from '@app/contract/wishes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { conflict } from '../../lib/http-errors.js';
import type { ActivityInput } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import { type WishesContext, type WishRow } from './wishes.context.js';
import { wishAnswers, wishes } from './wishes.schema.js';

/** A wish becoming a plan: its places go to those who answered. */
export function wishConversion(ctx: WishesContext) {
  const { db, publisher, concepts, activities, petitions, blocks, notices, now, changed } = ctx;
  return {
    /**
     * Turns the wisher's active wish into an activity (the usual form and rules) and, in the
     * same transaction, gives its places to those who answered, oldest first; each hears it
     * as an accepted request. The wish is over.
     */
    async convert(actor: Actor, existing: WishRow, input: ActivityInput): Promise<ConvertedWish> {
      const at = now();
      if (existing.expiresAt.getTime() <= at.getTime() || existing.activityId !== null) {
        throw conflict('Este deseo ya ha terminado.');
      }
      // Checked before the transaction: the checks read through other connections (one only,
      // on PGlite, which the transaction holds).
      await activities.check(input, actor.userId);
      // A group's plan gives places to its members alone (the group rule, decision 0026): who
      // may take one is asked now, outside the transaction that holds PGlite's one connection.
      const plan = { groupId: input.group ?? null, hostId: actor.userId };
      const eligible = new Set<number>();
      for (const { userId } of await db
        .select({ userId: wishAnswers.userId })
        .from(wishAnswers)
        .where(eq(wishAnswers.wishId, existing.id))) {
        if (await activities.seesGroupPlan(plan, userId)) eligible.add(userId);
      }
      const matchType = (await concepts.optionsOf('petitions_types')).find(
        (option) => option.tag === PETITION_MATCH_TAG,
      );
      if (!matchType) throw new Error(`the option ${PETITION_MATCH_TAG} is missing`);
      const result = await publisher.afterCommit(async (emit) => {
        const done = await db.transaction(async (tx) => {
          // Each answerer's place joins them to the wisher: their pairs' turn first, before
          // the wish's row (an answer takes the pair, then the row), so a block racing this
          // waits and then ends the place, or went first and took the answer (decision 0030).
          const candidates = (
            await tx
              .select({ userId: wishAnswers.userId })
              .from(wishAnswers)
              .where(eq(wishAnswers.wishId, existing.id))
          ).map((answer) => answer.userId);
          await blocks.lockPairsIn(tx, actor.userId, candidates);
          // The wish's row, locked: a second conversion or a withdrawal waits, then sees it.
          const [locked] = await tx
            .select()
            .from(wishes)
            .where(eq(wishes.id, existing.id))
            .for('update');
          if (!locked || locked.activityId !== null || locked.expiresAt.getTime() <= at.getTime()) {
            throw conflict('Este deseo ya ha terminado.');
          }
          const activity = await activities.insertIn(tx, actor.userId, input);
          // Read again under the locks: only the pairs taken, none blocked by now.
          const answerers = await tx
            .select({ userId: wishAnswers.userId })
            .from(wishAnswers)
            .where(
              and(
                eq(wishAnswers.wishId, existing.id),
                inArray(
                  wishAnswers.userId,
                  candidates.filter((id) => eligible.has(id)),
                ),
              ),
            )
            .orderBy(asc(wishAnswers.createdAt), asc(wishAnswers.userId));
          const blocked = await blocks.among(actor.userId, candidates, tx);
          const admitted = await petitions.admit(
            tx,
            activity.id,
            answerers.map((answer) => answer.userId).filter((id) => !blocked.has(id)),
            matchType.id,
          );
          await tx
            .update(wishes)
            .set({ activityId: activity.id, expiresAt: at })
            .where(eq(wishes.id, existing.id));
          await notices.addIn(
            tx,
            emit,
            admitted.map((row) => ({
              userId: row.fromUserId,
              kind: 'accepted' as const,
              actorId: actor.userId,
              activityId: activity.id,
            })),
          );
          return { activityId: activity.id, admitted };
        });
        for (const row of done.admitted) {
          emit('petition-petitions_types-match-from', [row.fromUserId], await petitions.view(row));
        }
        return done;
      });
      await changed(existing.cell);
      const [activity] = await activities.viewsOf([result.activityId]);
      return { activity: activity!, admitted: result.admitted.length };
    },
  };
}
