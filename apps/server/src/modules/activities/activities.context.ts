import {
  ACTIVITY_LIMITS,
  MINIMUM_MESSAGES,
  DAYPARTS,
  type Activity,
  type ActivityFilter as ContractFilter,
} from '@app/contract/activities';
import {
  and,
  eq,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
  type Column,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { toMinutes } from '../../lib/time-zones.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { PlacesService } from '../places/places.service.js';
import { activities } from './activities.schema.js';
import { minimumAfter } from './minimum.js';
import { type LevelFit } from './deck-score.js';
import {
  activityViews,
  findActivity,
  type ActivityLookups,
  seriesViews,
  type ActivityRow,
  type Promotions,
} from './activities.view.js';
import type { BlocksService } from '../blocks/blocks.service.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far past the page the list's `total` counts: exact up to here, then `total_capped` says
 * there are more (a total of every match would read every row of a big city).
 */
export const LIST_TOTAL_AHEAD = 1000;

export type ActivityInput = {
  type: number;
  city: number;
  location: { lat: number; lon: number; address?: string | undefined };
  description: string;
  start_at: string;
  duration: string;
  participants: number;
  discipline?: number | null | undefined;
  level?: number | null | undefined;
  /** A group's plan (decision 0026); chosen when it is created. */
  group?: number | undefined;
  /** An event: the brand it is in the name of (issue 21); chosen when it is created. */
  sponsor?: number | undefined;
  premium_only?: boolean | undefined;
  public_place?: boolean | undefined;
  /** A minimum (issue 38): people needed with a place, decided some hours before. */
  min_participants?: number | null | undefined;
  min_hours_before?: number | undefined;
  /** A series (issue 38): every 1 or 2 weeks, until a day; chosen when it is created. */
  repeat_weeks?: number | undefined;
  repeat_until?: string | undefined;
};

/** An activity as another member's data export names it. */
export type ActivitySummary = { id: number; description: string; start_at: string; hostId: number };

/** The list filters of `GET /activity` (its `filter`), and its text search. */
export type ActivityFilter = Partial<ContractFilter> & {
  search?: string | undefined;
  /** "Para mi nivel": where the member's level is known, plans open to it or asking for it. */
  levelFits?: readonly LevelFit[] | undefined;
  /** Move's level range, as the level options it spans (with "every level"). */
  levelIds?: readonly number[] | undefined;
  /**
   * Move's "only reliable hosts": a condition on the host's id (the attendance module's). Its
   * SQL must depend on the column alone: the list's prepared statements keep the first one.
   */
  reliableHost?: ((hostId: SQL | Column) => SQL) | undefined;
};

/** The hour of the day, 0–23, of a wall-clock time. */
export const hourOf = (wallClock: SQL) => sql`extract(hour from ${wallClock})`;

/** Starts within one of `parts` of the day (DAYPARTS), read on the wall clock `localStart`. */
export function inDayparts(localStart: SQL, parts: ReadonlyArray<keyof typeof DAYPARTS>): SQL {
  const hour = hourOf(localStart);
  const each = [...new Set(parts)].map((part) => {
    const { from, to } = DAYPARTS[part];
    // A part that crosses midnight (the night) is the hours after its start or before its end.
    return from < to
      ? sql`(${hour} >= ${from} and ${hour} < ${to})`
      : sql`(${hour} >= ${from} or ${hour} < ${to})`;
  });
  return sql`(${sql.join(each, sql` or `)})`;
}

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Starts within one of Move's hour windows, read on the wall clock `localStart`. */
export function inHours(
  localStart: SQL,
  windows: ReadonlyArray<{ from: string; to: string }>,
): SQL {
  const minute = sql`(extract(hour from ${localStart}) * 60 + extract(minute from ${localStart}))`;
  const each = windows.map((window) => {
    const from = minutesOf(window.from);
    const to = minutesOf(window.to);
    // A window that crosses midnight is the minutes after its start or before its end.
    return from < to
      ? sql`(${minute} >= ${from} and ${minute} < ${to})`
      : sql`(${minute} >= ${from} or ${minute} < ${to})`;
  });
  return sql`(${sql.join(each, sql` or `)})`;
}

/**
 * Starts "esta noche": from the night's start to its end (DAYPARTS.night) on the wall clock of
 * the activity's city, the night being the one under way at `localNow` there (at 02:00 the one
 * that began at 20:00 the day before, from 06:00 on the one to come). Wall-clock arithmetic, so a
 * daylight-saving change in the night moves nothing.
 */
export function tonight(localStart: SQL, localNow: SQL): SQL {
  const { from, to } = DAYPARTS.night;
  const nightStart = sql`(date_trunc('day', ${localNow} - make_interval(hours => ${to})) + make_interval(hours => ${from}))`;
  return sql`(${localStart} >= ${nightStart} and ${localStart} < ${nightStart} + make_interval(hours => ${24 - from + to}))`;
}

export type ActivitiesDependencies = ActivityLookups & {
  concepts: Pick<ConceptsService, 'checkOptions'>;
  places: Pick<PlacesService, 'checkCity' | 'localTimeSql'>;
  matches: Pick<MatchesService, 'activityIdsOf'>;
  /** A blocked pair never see each other's activities (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith'>;
  /**
   * A subquery of a member's friends' ids: their activities rank first in the open list and
   * the deck (decision 0023). Absent where friends do not matter (some tests, the seed).
   */
  friendIdsOf?: ((userId: number) => SQLWrapper) | undefined;
  /**
   * The store's highlights and boosts (decision 0028): a highlighted activity comes first in
   * the open list and the deck, a boosted member's activities rank higher in the deck.
   * Absent where the store does not matter (some tests, the seed).
   */
  promotions?: Promotions | undefined;
  /**
   * The groups a member is in (decision 0026): a group's activities are for its members.
   * Absent where groups do not matter (some tests, the seed): then no activity has a group.
   */
  groups?:
    | {
        idsOf: (userId: number) => SQLWrapper;
        isMember: (groupId: number, userId: number) => Promise<boolean>;
      }
    | undefined;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

/**
 * What every use case of activities shares: the dependencies, the checks of a plan's form,
 * the row locked, the group rule, and the plan as the contract shows it.
 */
export function activitiesContext(db: Db, given: ActivitiesDependencies) {
  // Plans name their series, this module's own table (issue 38).
  const deps: ActivitiesDependencies = { ...given, seriesViews: (ids) => seriesViews(db, ids) };
  const { concepts, places, matches, groups, clock } = deps;

  /** Everyone's activities, and those of the groups `userId` is in. */
  const inGroupsOf = (userId: number): SQL =>
    groups
      ? or(isNull(activities.groupId), inArray(activities.groupId, groups.idsOf(userId) as SQL))!
      : isNull(activities.groupId);
  const checkOption = (code: string, id: number, field: string) =>
    concepts.checkOptions(code, [id], field);

  /**
   * The 422s of a plan's form that depend on stored data, for every door that hosts one
   * (`POST /activity`, a wish becoming a plan): options, city, start, and the group its host
   * must be in (decision 0026).
   */
  async function check(input: Partial<ActivityInput>, hostId?: number) {
    if (
      input.group !== undefined &&
      !(hostId !== undefined && (await groups?.isMember(input.group, hostId)))
    ) {
      throw validationError({ group: ['Solo puedes crear planes en tus grupos.'] });
    }
    if (input.type !== undefined) await checkOption('activity_types', input.type, 'type');
    if (input.discipline) await checkOption('disciplines', input.discipline, 'discipline');
    if (input.level) await checkOption('levels', input.level, 'level');
    if (input.city !== undefined) await places.checkCity(input.city);
    if (input.start_at !== undefined) {
      const start = Date.parse(input.start_at);
      const now = nowMs(clock);
      if (start <= now) {
        throw validationError({ start_at: ['La actividad debe empezar en el futuro.'] });
      }
      if (start > now + ACTIVITY_LIMITS.startWithinDays * DAY_MS) {
        throw validationError({
          start_at: ['La actividad debe empezar dentro de un año como mucho.'],
        });
      }
    }
  }

  /**
   * Inside `tx`, locks the activity's row (what orders its accepts, leaves and its waiting
   * list), refusing one that has started (409). Full or not.
   */
  async function lockNotStarted(tx: Db, activityId: number): Promise<ActivityRow> {
    const [activity] = await tx
      .select()
      .from(activities)
      .where(eq(activities.id, activityId))
      .for('update');
    if (!activity) throw notFound();
    if (activity.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
    if (activity.startAt.getTime() <= nowMs(clock)) throw conflict('La actividad ya ha empezado.');
    return activity;
  }

  /** The activity, or 404. Who may do what with it is its policy's question, not this one's. */
  /**
   * The group rule (decision 0026), written once for every door to a plan: a group's plan is
   * for its members (and its host, and whoever already has a place in it).
   */
  async function seesGroupPlan(
    row: Pick<ActivityRow, 'groupId' | 'hostId'> & { id?: number },
    userId: number | undefined,
  ): Promise<boolean> {
    if (row.groupId === null || row.hostId === userId) return true;
    if (userId === undefined) return false;
    if (await groups?.isMember(row.groupId, userId)) return true;
    // A plan about to be made (a wish becoming one) has nobody in it yet.
    if (row.id === undefined) return false;
    const [taken] = await db
      .select({ one: sql`1` })
      .from(activities)
      .where(and(eq(activities.id, row.id), inArray(activities.id, matches.activityIdsOf(userId))));
    return taken !== undefined;
  }

  async function get(id: number): Promise<ActivityRow> {
    const row = await findActivity(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function insert(
    tx: Db,
    hostId: number,
    input: ActivityInput,
    series?: { id: number; index: number },
  ): Promise<ActivityRow> {
    const [row] = await tx
      .insert(activities)
      .values({
        hostId,
        typeOptionId: input.type,
        disciplineOptionId: input.discipline ?? null,
        levelOptionId: input.level ?? null,
        description: input.description,
        startAt: new Date(input.start_at),
        durationMinutes: toMinutes(input.duration),
        participants: input.participants,
        cityId: input.city,
        lat: input.location.lat,
        lon: input.location.lon,
        address: input.location.address ?? null,
        groupId: input.group ?? null,
        sponsorId: input.sponsor ?? null,
        premiumOnly: input.premium_only ?? false,
        publicPlace: input.public_place ?? false,
        ...minimumAfter(undefined, input, nowMs(clock)),
        seriesId: series?.id ?? null,
        seriesIndex: series?.index ?? null,
        createdAt: clock?.(),
        updatedAt: clock?.(),
      })
      .returning();
    return row!;
  }

  async function view(row: ActivityRow): Promise<Activity> {
    return (await activityViews(deps, [row]))[0]!;
  }

  return {
    db,
    deps,
    ...deps,
    inGroupsOf,
    checkOption,
    check,
    lockNotStarted,
    seesGroupPlan,
    get,
    insert,
    view,
  };
}

export type ActivitiesContext = ReturnType<typeof activitiesContext>;
