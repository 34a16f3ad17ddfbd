import type { Wish } from '@app/contract/wishes';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { Actor } from '../auth/actor.js';
import { type WishesContext, type WishRow } from './wishes.context.js';
import { wishAnswers, wishes } from './wishes.schema.js';

/** Answering a wish ("¡Me apunto!"), taking the answer back, and answers a block ends. */
export function wishAnswering(ctx: WishesContext) {
  const { db, publisher, users, blocks, notices, now, changed, views } = ctx;
  return {
    /** "¡Me apunto!": 422 on one's own, 409 once over or already answered. */
    async answer(actor: Actor, existing: WishRow): Promise<Wish> {
      if (existing.userId === actor.userId) {
        throw validationError({ wish: ['No puedes apuntarte a tu propio deseo.'] });
      }
      const at = now();
      if (existing.expiresAt.getTime() <= at.getTime()) {
        throw conflict('Este deseo ya ha terminado.');
      }
      // Read before the transaction, which holds PGlite's one connection.
      const [answerer] = (await users.names([actor.userId])).values();
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // A block racing this takes turns with it (decision 0030).
          await blocks.guardPairsIn(tx, actor.userId, [existing.userId]);
          const [inserted] = await tx
            .insert(wishAnswers)
            .values({ wishId: existing.id, userId: actor.userId, createdAt: at })
            .onConflictDoNothing()
            .returning();
          if (!inserted) throw conflict('Ya te has apuntado a este deseo.');
          await notices.addIn(tx, emit, [
            {
              userId: existing.userId,
              kind: 'wish_answer',
              actorId: actor.userId,
              text: existing.text,
            },
          ]);
          // Live, and as a push for a wisher with no app open (decision 0026).
          if (answerer) {
            emit('wish-answer', [existing.userId], {
              wish: { id: existing.id, text: existing.text },
              user: personRef(answerer),
            });
          }
        }),
      );
      await changed(existing.cell);
      return (await views([existing], actor.userId))[0]!;
    },

    /** Inside `tx`: the answers `answererId` gave to the wishes of `wisherId` go. */
    async removeAnswersIn(tx: Db, answererId: number, wisherId: number): Promise<void> {
      await tx
        .delete(wishAnswers)
        .where(
          and(
            eq(wishAnswers.userId, answererId),
            inArray(
              wishAnswers.wishId,
              db.select({ id: wishes.id }).from(wishes).where(eq(wishes.userId, wisherId)),
            ),
          ),
        );
    },

    /** Takes an answer back while the wish is on. */
    async unanswer(actor: Actor, existing: WishRow): Promise<Wish> {
      const removed = await db
        .delete(wishAnswers)
        .where(and(eq(wishAnswers.wishId, existing.id), eq(wishAnswers.userId, actor.userId)))
        .returning();
      if (removed.length === 0) throw notFound('No te habías apuntado a este deseo.');
      await changed(existing.cell);
      return (await views([existing], actor.userId))[0]!;
    },
  };
}
