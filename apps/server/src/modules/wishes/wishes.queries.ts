import type { OwnWish, WishCards } from '@app/contract/wishes';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import { type WishesContext } from './wishes.context.js';
import { wishAnswers, wishes } from './wishes.schema.js';
import { answerViews } from './wishes.view.js';

/**
 * Reading wishes: one by id (the routes' load, reports), the member's own with its answers,
 * and whether a pair met through one (what conversations ask).
 */
export function wishQueries(ctx: WishesContext) {
  const { db, users, blocks, now, active, views, get, activeOf } = ctx;
  return {
    get,

    /**
     * The cards of these wishes, in the order asked: what a pin of the map opens (decision
     * 0054). A wish that ended, or whose wisher and the member blocked each other, is left
     * out, as the map leaves it out.
     */
    async cards(actor: Actor, ids: number[]): Promise<WishCards> {
      const rows = await db
        .select()
        .from(wishes)
        .where(
          and(
            inArray(wishes.id, ids),
            active(now()),
            blocks.notBlockedWith(actor.userId, wishes.userId),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return { wishes: await views(ordered, actor.userId) };
    },

    /** The member's active wish and who answered it, oldest first. */
    async mine(actor: Actor): Promise<OwnWish> {
      const row = await activeOf(actor.userId, now());
      if (!row) return { wish: null, answers: [] };
      const answers = await db
        .select()
        .from(wishAnswers)
        .where(eq(wishAnswers.wishId, row.id))
        .orderBy(asc(wishAnswers.createdAt), asc(wishAnswers.userId));
      const people = await users.publicViews(answers.map((answer) => answer.userId));
      return {
        wish: (await views([row], actor.userId))[0] ?? null,
        answers: answerViews(answers, people),
      };
    },

    /** Whether one of the pair answered a wish of the other (they may then talk: 0026). */
    async answeredBetween(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(wishAnswers)
        .innerJoin(wishes, eq(wishes.id, wishAnswers.wishId))
        .where(
          or(
            and(eq(wishes.userId, a), eq(wishAnswers.userId, b)),
            and(eq(wishes.userId, b), eq(wishAnswers.userId, a)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
