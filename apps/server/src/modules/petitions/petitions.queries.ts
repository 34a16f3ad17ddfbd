import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import { petitions } from './petitions.schema.js';
import { exportedPetition, type PetitionRow } from './petitions.view.js';
import { answerable, pending, type PetitionsContext } from './petitions.context.js';

/**
 * Reading petitions: one by id, as the contract shows it, a member's lists and count, and what
 * other modules ask (a member's pending request, who asked, the data export).
 */
export function petitionQueries(ctx: PetitionsContext) {
  const { db, views, get } = ctx;
  return {
    get,
    view: async (row: PetitionRow) => (await views([row]))[0]!,

    /** This user's unanswered request to join this activity, if any. */
    async pendingOf(activityId: number, userId: number): Promise<PetitionRow | undefined> {
      const [row] = await db
        .select()
        .from(petitions)
        .where(
          and(eq(petitions.activityId, activityId), eq(petitions.fromUserId, userId), pending),
        );
      return row;
    },

    /** Which of `userIds` have asked to join the activity, answered or not. */
    async askersAmong(
      activityId: number,
      userIds: readonly number[],
      executor: Db = db,
    ): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await executor
        .select({ userId: petitions.fromUserId })
        .from(petitions)
        .where(
          and(eq(petitions.activityId, activityId), inArray(petitions.fromUserId, [...userIds])),
        );
      return new Set(rows.map((row) => row.userId));
    },

    /** A subquery of the ids of the activities `userId` has asked to join, answered or not. */
    activityIdsAskedBy(userId: number) {
      return db
        .select({ id: petitions.activityId })
        .from(petitions)
        .where(eq(petitions.fromUserId, userId));
    },

    /** `toMe`: unanswered petitions to my activities; otherwise the ones I sent. */
    async list(userId: number, toMe: boolean, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, petitions, {
        where: toMe
          ? and(eq(petitions.toUserId, userId), answerable)
          : eq(petitions.fromUserId, userId),
        orderBy: [desc(petitions.id)],
        limit,
        offset,
      });
      return { rows: await views(rows), total };
    },

    /**
     * For the data export, a page at a time: the petitions `userId` sent, and those others
     * sent to their activities (answered or not: both are about them).
     */
    exportFor(userId: number) {
      const walk = (where: SQL) =>
        inPages(async (afterId, limit) => {
          const rows = await db
            .select()
            .from(petitions)
            .where(and(where, gt(petitions.id, afterId)))
            .orderBy(asc(petitions.id))
            .limit(limit);
          return rows.map(exportedPetition);
        });
      return {
        sent: walk(eq(petitions.fromUserId, userId)),
        received: walk(eq(petitions.toUserId, userId)),
      };
    },

    /** `matchesCount`: unanswered petitions to my activities. */
    async pendingCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(petitions)
        .where(and(eq(petitions.toUserId, userId), answerable));
      return row?.total ?? 0;
    },
  };
}
