import { and, asc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { preparedPer } from '../../lib/prepared.js';
import { notFound } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import { matches } from './matches.schema.js';

export type MatchRow = typeof matches.$inferSelect;

/** A match as the data export lists it, before the export names the person and activity. */
export type ExportedMatch = { id: number; activityId: number; userId: number; createdAt: string };

const exported = (row: MatchRow): ExportedMatch => ({
  id: row.id,
  activityId: row.activityId,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The places taken in activities. Other modules ask here how many are taken and by whom; the
 * `...Sql`/subquery helpers let their queries filter by matches without touching this table.
 */
// Every message and every change to a plan reads who is in it: prepared once per handle.
const memberIdsOf = preparedPer((executor) =>
  executor
    .select({ userId: matches.userId })
    .from(matches)
    .where(eq(matches.activityId, sql.placeholder('activityId')))
    .orderBy(asc(matches.createdAt), asc(matches.id))
    .prepare('match_member_ids'),
);

export function createMatchesService(db: Db, clock?: Clock) {
  return {
    /** The match, or 404. Who may see or end it is match.policy's question. */
    async get(id: number): Promise<MatchRow> {
      const [match] = await db.select().from(matches).where(eq(matches.id, id));
      if (!match) throw notFound();
      return match;
    },

    /** This user's place in this activity, if they have one. */
    async of(activityId: number, userId: number): Promise<MatchRow | undefined> {
      const [match] = await db
        .select()
        .from(matches)
        .where(and(eq(matches.activityId, activityId), eq(matches.userId, userId)));
      return match;
    },

    /** Gives the petition's sender a place (the match shares the petition's id), inside `tx`. */
    async add(tx: Db, match: { id: number; activityId: number; userId: number }): Promise<void> {
      await tx
        .insert(matches)
        .values({ ...match, createdAt: clock?.() })
        .onConflictDoNothing();
    },

    /** The matched user leaves, or the host removes them. */
    async remove(match: MatchRow): Promise<void> {
      await db.delete(matches).where(eq(matches.id, match.id));
    },

    /** Inside `tx`: the places `userId` holds in the activities of `activityIds` end. */
    async removeIn(tx: Db, userId: number, activityIds: SQLWrapper): Promise<void> {
      await tx
        .delete(matches)
        .where(and(eq(matches.userId, userId), inArray(matches.activityId, activityIds)));
    },

    /** Who has a place in each of these activities, and since when (a reminder's audience). */
    async placesIn(
      activityIds: readonly number[],
      executor: Db = db,
    ): Promise<Array<{ activityId: number; userId: number; createdAt: Date }>> {
      if (activityIds.length === 0) return [];
      return executor
        .select({
          activityId: matches.activityId,
          userId: matches.userId,
          createdAt: matches.createdAt,
        })
        .from(matches)
        .where(inArray(matches.activityId, [...activityIds]));
    },

    /** The people matched to an activity, in the order their places were given. */
    async memberIds(activityId: number, executor: Db = db): Promise<number[]> {
      const rows = await memberIdsOf(executor).execute({ activityId });
      return rows.map((row) => row.userId);
    },

    /**
     * For the data export, a page at a time: the places `userId` took (`joined`), and the
     * places others took in the activities of `hostedActivityIds` (a subquery the activities
     * module builds: `activities.hostedBy(userId)`).
     */
    exportFor(userId: number, hostedActivityIds: SQLWrapper) {
      const walk = (where: SQL) =>
        inPages(async (afterId, limit) => {
          const rows = await db
            .select()
            .from(matches)
            .where(and(where, gt(matches.id, afterId)))
            .orderBy(asc(matches.id))
            .limit(limit);
          return rows.map(exported);
        });
      return {
        joined: walk(eq(matches.userId, userId)),
        inHosted: walk(inArray(matches.activityId, hostedActivityIds)),
      };
    },

    /** The places `userId` holds: each match, its activity and when it was given. */
    async heldBy(userId: number) {
      return db
        .select({ id: matches.id, activityId: matches.activityId, createdAt: matches.createdAt })
        .from(matches)
        .where(eq(matches.userId, userId));
    },

    /** A subquery of the ids of the activities `userId` joined. */
    activityIdsOf(userId: number) {
      return db.select({ id: matches.activityId }).from(matches).where(eq(matches.userId, userId));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
