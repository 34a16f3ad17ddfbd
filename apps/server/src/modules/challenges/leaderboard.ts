import { CHALLENGE_LIMITS, type ChallengeBoard } from '@app/contract/challenges';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { challengeMembers } from './challenges.schema.js';
import { boardView } from './challenges.view.js';
import type { ChallengesContext } from './challenges.context.js';

/** A challenge's leaderboard, as each member sees it. */
export function leaderboard(ctx: ChallengesContext) {
  const { db, users, blocks, get } = ctx;
  return {
    /**
     * The leaderboard as `userId` sees it: most progress first, then who completed it first,
     * then who joined first; the top CHALLENGE_LIMITS.boardSize and the member's own place.
     * The members blocked with them are not on it, and places are counted without them.
     */
    async board(id: number, userId: number): Promise<ChallengeBoard> {
      await get(id);
      const ranked = db
        .select({
          userId: challengeMembers.userId,
          progress: challengeMembers.progress,
          completedAt: challengeMembers.completedAt,
          position:
            sql<number>`(row_number() over (order by ${challengeMembers.progress} desc, ${challengeMembers.completedAt} asc nulls last, ${challengeMembers.joinedAt} asc, ${challengeMembers.userId} asc))::int`.as(
              'position',
            ),
        })
        .from(challengeMembers)
        .where(
          and(
            eq(challengeMembers.challengeId, id),
            blocks.notBlockedWith(userId, challengeMembers.userId),
          ),
        )
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(or(lte(ranked.position, CHALLENGE_LIMITS.boardSize), eq(ranked.userId, userId)))
        .orderBy(asc(ranked.position));
      const names = (await users?.names(rows.map((row) => row.userId))) ?? new Map();
      return boardView(rows, names, userId);
    },
  };
}
