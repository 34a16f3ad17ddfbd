import type { Challenge } from '@app/contract/challenges';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { nowMs } from '../../lib/clock.js';
import { challengeMembers, challenges } from './challenges.schema.js';
import type { ChallengesContext } from './challenges.context.js';

/** How long an ended challenge its member joined stays in their list. */
const ENDED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Reading challenges: one, a member's list, staff's list, and what other modules ask (a
 * member's standing, their data export).
 */
export function challengeQueries(ctx: ChallengesContext) {
  const { db, clock, get, views } = ctx;
  return {
    get,

    async view(id: number, userId: number): Promise<Challenge> {
      return (await views([await get(id)], userId))[0]!;
    },

    /**
     * What a member sees: challenges not over yet (open first, the soonest to end first), then
     * those they joined that ended in the last 30 days.
     */
    async list(userId: number): Promise<Challenge[]> {
      const now = new Date(nowMs(clock));
      const joined = db
        .select({ id: challengeMembers.challengeId })
        .from(challengeMembers)
        .where(eq(challengeMembers.userId, userId));
      const rows = await db
        .select()
        .from(challenges)
        .where(
          or(
            gt(challenges.endsAt, now),
            and(
              gt(challenges.endsAt, new Date(now.getTime() - ENDED_SHOWN_MS)),
              inArray(challenges.id, joined),
            ),
          ),
        )
        .orderBy(
          sql`${challenges.endsAt} <= ${now.toISOString()}::timestamptz`,
          sql`${challenges.startsAt} > ${now.toISOString()}::timestamptz`,
          asc(challenges.endsAt),
          asc(challenges.id),
        )
        .limit(100);
      return views(rows, userId);
    },

    /** Every challenge, the newest first, for staff. */
    async all(): Promise<Challenge[]> {
      return views(
        await db.select().from(challenges).orderBy(desc(challenges.id)).limit(200),
        null,
      );
    },

    /** The challenges a member joined, with their progress, for their data export. */
    async exportFor(userId: number) {
      const rows = await db
        .select({
          challenge_id: challenges.id,
          title: challenges.title,
          metric: challenges.metric,
          goal: challenges.goal,
          progress: challengeMembers.progress,
          joinedAt: challengeMembers.joinedAt,
          completedAt: challengeMembers.completedAt,
        })
        .from(challengeMembers)
        .innerJoin(challenges, eq(challenges.id, challengeMembers.challengeId))
        .where(eq(challengeMembers.userId, userId))
        .orderBy(asc(challengeMembers.joinedAt), asc(challenges.id));
      return rows.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      }));
    },

    /** A member's standing in a challenge, or undefined if they did not join it. */
    async standing(challengeId: number, userId: number) {
      const [row] = await db
        .select()
        .from(challengeMembers)
        .where(
          and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)),
        );
      return row;
    },
  };
}
