import { CHALLENGE_MESSAGES } from '@app/contract/challenges';
import { nowMs } from '../../lib/clock.js';
import { conflict } from '../../lib/http-errors.js';
import { challengeMembers } from './challenges.schema.js';
import { statusOf } from './challenges.view.js';
import type { ChallengesContext } from './challenges.context.js';

/** Joining a challenge. */
export function joining(ctx: ChallengesContext) {
  const { db, clock, get } = ctx;
  return {
    /**
     * Joins `userId` to a challenge (again: nothing changes); one that has ended is closed
     * (409). Only facts counted after joining count: progress is not back-dated.
     */
    async join(challengeId: number, userId: number) {
      const row = await get(challengeId);
      if (statusOf(row, nowMs(clock)) === 'ended') throw conflict(CHALLENGE_MESSAGES.ended);
      await db
        .insert(challengeMembers)
        .values({ challengeId, userId, joinedAt: clock?.() ?? new Date() })
        .onConflictDoNothing();
    },
  };
}
