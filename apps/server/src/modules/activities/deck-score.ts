import { sql, type SQL } from 'drizzle-orm';
import { activities } from './activities.schema.js';
import { distanceKm } from './nearby.js';

/**
 * The deck's score, from 0 to 1 (decision 0020): each factor is from 0 to 1 and the weights
 * add up to 1. Host reliability joins with weight 0.15 taken from distance and soon once
 * attendance is recorded; level fit reads the member's level once sports profiles exist.
 */
export const DECK_WEIGHTS = { near: 0.35, soon: 0.3, interest: 0.2, level: 0.15 } as const;

/** Past this many hours to the start, "starting soon" counts 0. */
export const SOON_HOURS = 7 * 24;

/** Level fit without a member's level: an activity open to every level fits best. */
export const LEVEL_FIT = { open: 1, set: 0.5 } as const;

export type DeckScoreInput = {
  lat: number;
  lon: number;
  /** The deck's radius: at this distance "near" counts 0. */
  km: number;
  now: Date;
  /** Disciplines among the member's interests. */
  interestDisciplineIds: readonly number[];
  /** The level "every level" (`levels-todos`), if the list has it. */
  allLevelsId: number | undefined;
};

/** The factors and the score of each activity, as SQL over `activities`. */
export function deckScoreSql(input: DeckScoreInput) {
  const distance = distanceKm(input.lat, input.lon);
  const hours = sql`(extract(epoch from (${activities.startAt} - ${input.now.toISOString()}::timestamptz)) / 3600)`;
  const shared: SQL<boolean> =
    input.interestDisciplineIds.length > 0
      ? sql<boolean>`coalesce(${activities.disciplineOptionId} = any(${`{${input.interestDisciplineIds.join(',')}}`}::integer[]), false)`
      : sql<boolean>`false`;
  const openLevel =
    input.allLevelsId === undefined
      ? sql`${activities.levelOptionId} is null`
      : sql`(${activities.levelOptionId} is null or ${activities.levelOptionId} = ${input.allLevelsId})`;
  const score = sql<number>`(
    ${DECK_WEIGHTS.near}::float8 * greatest(0, 1 - ${distance} / ${input.km}::float8)
    + ${DECK_WEIGHTS.soon}::float8 * greatest(0, 1 - ${hours} / ${SOON_HOURS}::float8)
    + ${DECK_WEIGHTS.interest}::float8 * (case when ${shared} then 1 else 0 end)
    + ${DECK_WEIGHTS.level}::float8 * (case when ${openLevel} then ${LEVEL_FIT.open}::float8 else ${LEVEL_FIT.set}::float8 end)
  )`;
  return { distance, shared, score };
}
