import type { Db } from '../../db/database.js';
import { authoring } from './authoring.js';
import { challengesContext, type ChallengesDependencies } from './challenges.context.js';
import { challengeQueries } from './challenges.queries.js';
import { joining } from './joining.js';
import { leaderboard } from './leaderboard.js';
import { challengeProgress } from './progress.js';

export type { ChallengeInput } from './authoring.js';
export type { ChallengesDependencies } from './challenges.context.js';
export type { ChallengeFact } from './progress.js';

/**
 * Challenges (issue 21): each fact that counted for a member's points (decision 0034: verified,
 * the plan ended, within the day's three and the pair rule) counts, once, for the challenges
 * they joined whose period holds the plan's end (and whose discipline it is, if one). The
 * progress is recomputed from the facts under the member's row lock, and the update that
 * first finds it complete and unrewarded sets `completed_at` and gives the reward, in the same
 * transaction: exactly once, however facts race. One file per use case over a shared context
 * (challenges.context.ts); other modules read through the queries (challenges.queries.ts).
 */
export function createChallengesService(db: Db, deps: ChallengesDependencies) {
  const context = challengesContext(db, deps);
  return {
    ...challengeQueries(context),
    ...leaderboard(context),
    ...authoring(context),
    ...joining(context),
    ...challengeProgress(context),
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
