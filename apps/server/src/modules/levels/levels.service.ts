import type { Db } from '../../db/database.js';
import { calorieEstimates } from './calorie-estimates.js';
import { levelsContext, type LevelsDependencies } from './levels.context.js';
import { results } from './results.js';
import { sportLevelsOf } from './sport-levels.js';

export { LEVEL_MODEL } from './level-model.js';

/**
 * Levels per discipline and the results that move them (decision 0027): one file per use
 * case over a shared context (levels.context.ts): a member's levels (sport-levels.ts), the
 * calories a plan burns (calorie-estimates.ts), and results reported and answered
 * (results.ts).
 */
export function createLevelsService(db: Db, deps: LevelsDependencies) {
  const context = levelsContext(db, deps);
  return {
    resultOf: context.resultOf,
    pendingReport: (activityId: number) => context.pendingReport(activityId),
    playersOf: context.playersOf,
    ...sportLevelsOf(context),
    ...calorieEstimates(context),
    ...results(context),
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
