import {
  assessedLevel,
  bandOf,
  LEVEL_ANY_TAG,
  LEVEL_PRIOR,
  levelOf,
  type LevelAssessmentRequest,
  type SportLevel,
} from '@app/contract/levels';
import { asc, eq, sql } from 'drizzle-orm';
import { conflict } from '../../lib/http-errors.js';
import type { LevelsContext } from './levels.context.js';
import { activityResults, resultPlayers, sportLevels } from './levels.schema.js';
import { levelView } from './levels.view.js';

/**
 * A member's levels: read, first set by a self-assessment, matched against plans' levels, and
 * exported with the results they played in.
 */
export function sportLevelsOf(ctx: LevelsContext) {
  const { db, concepts, at } = ctx;
  // The deck reads the member's levels on every call: prepared once (decision 0055).
  const levelsByUser = db
    .select({ disciplineOptionId: sportLevels.disciplineOptionId, mu: sportLevels.mu })
    .from(sportLevels)
    .where(eq(sportLevels.userId, sql.placeholder('userId')))
    .prepare('sport_levels_of_user');
  return {
    /** `userId`'s levels, the most reliable first. */
    async levelsOf(userId: number): Promise<SportLevel[]> {
      const rows = await db
        .select()
        .from(sportLevels)
        .where(eq(sportLevels.userId, userId))
        .orderBy(asc(sportLevels.sigma), asc(sportLevels.disciplineOptionId));
      return rows.map(levelView);
    },

    /**
     * The self-assessment sets a first level, as uncertain as a newcomer's, while no result
     * has moved it (after that, results speak: 409).
     */
    async assess(userId: number, input: LevelAssessmentRequest & { discipline: number }) {
      const mu = assessedLevel({
        years: Number(input.years),
        frequency: Number(input.frequency),
        competition: Number(input.competition),
        technique: Number(input.technique),
      });
      const [row] = await db
        .insert(sportLevels)
        .values({
          userId,
          disciplineOptionId: input.discipline,
          mu,
          sigma: LEVEL_PRIOR.sigma,
          assessed: true,
          updatedAt: at(),
        })
        .onConflictDoUpdate({
          target: [sportLevels.userId, sportLevels.disciplineOptionId],
          set: { mu, sigma: LEVEL_PRIOR.sigma, assessed: true, updatedAt: at() },
          setWhere: eq(sportLevels.results, 0),
        })
        .returning();
      if (!row) throw conflict('Tu nivel en esta disciplina ya lo dan tus resultados.');
      return levelView(row);
    },

    /** For the data export: `userId`'s levels, and the results they played in, by activity. */
    async exportFor(userId: number) {
      const levels = await db
        .select()
        .from(sportLevels)
        .where(eq(sportLevels.userId, userId))
        .orderBy(asc(sportLevels.disciplineOptionId));
      const played = await db
        .select({
          activityId: resultPlayers.activityId,
          team: resultPlayers.team,
          winner: activityResults.winner,
          status: activityResults.status,
          before: resultPlayers.muBefore,
          after: resultPlayers.muAfter,
        })
        .from(resultPlayers)
        .innerJoin(activityResults, eq(activityResults.activityId, resultPlayers.activityId))
        .where(eq(resultPlayers.userId, userId))
        .orderBy(asc(resultPlayers.activityId));
      return {
        levels: levels.map((row) => ({ ...levelView(row), self_assessed: row.assessed })),
        results: played.map((row) => ({
          activityId: row.activityId,
          team: row.team,
          winner: row.winner,
          status: row.status,
          level_before: row.before === null ? null : levelOf(row.before),
          level_after: row.after === null ? null : levelOf(row.after),
        })),
      };
    },

    /**
     * For the deck and "Para mi nivel": per discipline where `userId` has a level, the activity
     * level options that fit it ("todos" and their band).
     */
    async fitsOf(userId: number) {
      const [rows, options] = await Promise.all([
        levelsByUser.execute({ userId }),
        concepts.optionsOf('levels'),
      ]);
      const idOf = (tag: string) => options.find((option) => option.tag === tag)?.id;
      return rows.map((row) => ({
        disciplineOptionId: row.disciplineOptionId,
        levelOptionIds: [idOf(LEVEL_ANY_TAG), idOf(bandOf(levelOf(row.mu)))].filter(
          (id): id is number => id !== undefined,
        ),
      }));
    },
  };
}
