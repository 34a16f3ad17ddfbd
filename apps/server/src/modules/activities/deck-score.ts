import { sql, type SQL } from 'drizzle-orm';
import { activities } from './activities.schema.js';
import { distanceKm } from './nearby.js';
import { slot } from '../../lib/prepared.js';

/**
 * The deck's score, from 0 to 1 (decision 0020): each factor is from 0 to 1 and the weights
 * add up to 1. Host reliability joins with weight 0.15 taken from distance and soon once
 * attendance is recorded. Level fit reads the member's levels (decision 0027): a plan open to
 * every level, or asking for the member's own band in its discipline, fits (1); one asking for
 * another band in a discipline where the member's level is known does not (0); where it is
 * unknown, a set level half fits.
 */
export const DECK_WEIGHTS = { near: 0.35, soon: 0.3, interest: 0.2, level: 0.15 } as const;

/**
 * What a store boost adds to its member's activities' score in others' decks (decision 0028):
 * enough to pass most, not enough to put a far or distant-in-time plan above a near, soon one.
 */
export const DECK_BOOST = 0.25;

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
  /** Per discipline where the member has a level, the level options that fit it. */
  levelFits?: readonly LevelFit[] | undefined;
};

/** The activity level options (`levels-*`) that fit a member's level in a discipline. */
export type LevelFit = { disciplineOptionId: number; levelOptionIds: readonly number[] };

/**
 * A member's level fits as three PostgreSQL array literals, so that one prepared statement
 * serves every member (the deck's, decision 0055): the (discipline, level) pairs that fit, and
 * the disciplines where the member's level is known. The list's «Para mi nivel» reads them too.
 */
export type LevelFitArrays = { disciplines: string; levels: string; known: string };

export function levelFitArrays(fits: readonly LevelFit[]): LevelFitArrays {
  const pairs = fits.flatMap((fit) =>
    fit.levelOptionIds.map((level) => [fit.disciplineOptionId, level] as const),
  );
  return {
    disciplines: `{${pairs.map(([discipline]) => discipline).join(',')}}`,
    levels: `{${pairs.map(([, level]) => level).join(',')}}`,
    known: `{${fits.map((fit) => fit.disciplineOptionId).join(',')}}`,
  };
}

/** Level fits as placeholders of a prepared statement; `levelFitValues` gives their values. */
export const levelFitSlots = (): LevelFitArrays => ({
  disciplines: slot('fitDisciplines'),
  levels: slot('fitLevels'),
  known: slot('knownDisciplines'),
});

export const levelFitValues = (fits: LevelFitArrays | undefined) => ({
  fitDisciplines: fits?.disciplines,
  fitLevels: fits?.levels,
  knownDisciplines: fits?.known,
});

/**
 * SQL of a member's level fits (levelFitArrays, values or placeholders: one statement for
 * every member's levels): `fitting`, the activity's level fits one of the member's known
 * levels; `known`, it is in a discipline where the member's level is known.
 */
export function levelFitSql(fits: LevelFitArrays): { fitting: SQL<boolean>; known: SQL<boolean> } {
  return {
    fitting: sql<boolean>`(${activities.disciplineOptionId}, ${activities.levelOptionId}) in (select * from unnest(${fits.disciplines}::integer[], ${fits.levels}::integer[]))`,
    known: sql<boolean>`coalesce(${activities.disciplineOptionId} = any(${fits.known}::integer[]), false)`,
  };
}

/**
 * The deck's score input as SQL values: plain values, or placeholders of a prepared statement
 * (deck-candidates.ts). Arrays are PostgreSQL array literals; an absent one is left out of the
 * SQL (interests, the "every level" option, level fits), so the statement's shape says so.
 */
export type DeckScoreValues = {
  lat: number;
  lon: number;
  km: number;
  now: Date;
  /** The disciplines among the member's interests, or undefined without any. */
  interests: string | undefined;
  allLevelsId: number | undefined;
  /** The member's level fits (levelFitArrays), or undefined without a known level. */
  fits: LevelFitArrays | undefined;
};

/** The factors and the score of each activity, as SQL over `activities`. */
export function deckScoreSql(input: DeckScoreValues) {
  const distance = distanceKm(input.lat, input.lon);
  const hours = sql`(extract(epoch from (${activities.startAt} - ${input.now}::timestamptz)) / 3600)`;
  const shared: SQL<boolean> =
    input.interests !== undefined
      ? sql<boolean>`coalesce(${activities.disciplineOptionId} = any(${input.interests}::integer[]), false)`
      : sql<boolean>`false`;
  const { fitting, known } = input.fits
    ? levelFitSql(input.fits)
    : { fitting: sql`false`, known: sql`false` };
  const openLevel =
    input.allLevelsId === undefined
      ? sql`${activities.levelOptionId} is null`
      : sql`(${activities.levelOptionId} is null or ${activities.levelOptionId} = ${input.allLevelsId})`;
  const score = sql<number>`(
    ${DECK_WEIGHTS.near}::float8 * greatest(0, 1 - ${distance} / ${input.km}::float8)
    + ${DECK_WEIGHTS.soon}::float8 * greatest(0, 1 - ${hours} / ${SOON_HOURS}::float8)
    + ${DECK_WEIGHTS.interest}::float8 * (case when ${shared} then 1 else 0 end)
    + ${DECK_WEIGHTS.level}::float8 * (case
        when ${openLevel} then ${LEVEL_FIT.open}::float8
        when ${fitting} then ${LEVEL_FIT.open}::float8
        when ${known} then 0::float8
        else ${LEVEL_FIT.set}::float8 end)
  )`;
  return { distance, shared, score };
}
