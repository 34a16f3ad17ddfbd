import {
  DEFAULT_WEIGHT_KG,
  estimateKcal,
  intensityFor,
  INTENSITIES,
  MET_SOURCE,
  MET_TABLE,
  type CalorieEstimate,
} from '@app/contract/calories';
import { levelOf } from '@app/contract/levels';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ActivityRow, LevelsContext } from './levels.context.js';
import { sportLevels } from './levels.schema.js';

/** What a plan burns, by discipline, intensity, level and weight (decision 0027). */
export function calorieEstimates(ctx: LevelsContext) {
  const { db, concepts, users } = ctx;
  return {
    /**
     * A member's calorie estimate for an activity (decision 0027): MET by discipline and
     * intensity × their weight (or 70 kg) × hours; null for a plan without a MET. Inside a
     * transaction, given it as `executor`: every read goes through it (none from memory, whose
     * reads would wait for PGlite's one connection, held by the transaction).
     */
    async calorieEstimate(
      row: ActivityRow,
      userId: number,
      executor?: Db,
    ): Promise<NonNullable<CalorieEstimate['estimate']> | null> {
      if (row.disciplineOptionId === null) return null;
      const ids = [row.disciplineOptionId, row.levelOptionId].filter(
        (id): id is number => id !== null,
      );
      const options = executor
        ? await concepts.optionsIn(executor, ids)
        : await concepts.options(ids);
      const mets = MET_TABLE[options.get(row.disciplineOptionId)?.tag ?? ''];
      if (!mets) return null;
      const [mine] = await (executor ?? db)
        .select({ mu: sportLevels.mu })
        .from(sportLevels)
        .where(
          and(
            eq(sportLevels.userId, userId),
            eq(sportLevels.disciplineOptionId, row.disciplineOptionId),
          ),
        );
      const intensity = intensityFor(
        row.levelOptionId === null ? null : (options.get(row.levelOptionId)?.tag ?? null),
        mine ? levelOf(mine.mu) : null,
      );
      const met = mets[INTENSITIES.indexOf(intensity)]!;
      const weight = await users.weightOf(userId, executor);
      const kg = weight ?? DEFAULT_WEIGHT_KG;
      return {
        kcal: estimateKcal(met, kg, row.durationMinutes),
        met,
        intensity,
        minutes: row.durationMinutes,
        weight_kg: kg,
        weight_given: weight !== null,
        source: MET_SOURCE,
      };
    },

    /**
     * The kcal `userId` spent in each of these activities, as `calorieEstimate` counts them,
     * in three queries whatever their number (0 for a plan without a MET).
     */
    async kcalOf(rows: ActivityRow[], userId: number): Promise<Map<number, number>> {
      const optionIds = rows.flatMap((row) =>
        [row.disciplineOptionId, row.levelOptionId].filter((id): id is number => id !== null),
      );
      const [options, mine, weight] = await Promise.all([
        concepts.options([...new Set(optionIds)]),
        db
          .select({ disciplineOptionId: sportLevels.disciplineOptionId, mu: sportLevels.mu })
          .from(sportLevels)
          .where(eq(sportLevels.userId, userId)),
        users.weightOf(userId),
      ]);
      const muOf = new Map(mine.map((level) => [level.disciplineOptionId, level.mu]));
      const kg = weight ?? DEFAULT_WEIGHT_KG;
      return new Map(
        rows.map((row) => {
          const mets =
            row.disciplineOptionId === null
              ? undefined
              : MET_TABLE[options.get(row.disciplineOptionId)?.tag ?? ''];
          if (!mets || row.disciplineOptionId === null) return [row.id, 0];
          const mu = muOf.get(row.disciplineOptionId);
          const intensity = intensityFor(
            row.levelOptionId === null ? null : (options.get(row.levelOptionId)?.tag ?? null),
            mu === undefined ? null : levelOf(mu),
          );
          const met = mets[INTENSITIES.indexOf(intensity)]!;
          return [row.id, estimateKcal(met, kg, row.durationMinutes)];
        }),
      );
    },
  };
}
