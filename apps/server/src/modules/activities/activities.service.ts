import {
  ACTIVITY_LIMITS,
  DAYPARTS,
  type Activity,
  type ActivityFilter as ContractFilter,
  type ActivitySort,
} from '@app/contract/activities';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  isNotNull,
  count,
  lte,
  getTableColumns,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
  type Column,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { inPages } from '../../lib/pages.js';
import { containsFolded } from '../../lib/text-search.js';
import { inZone, toMinutes } from '../../lib/time-zones.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { PlacesService } from '../places/places.service.js';
import { activities } from './activities.schema.js';
import {
  DECK_BOOST,
  deckScoreSql,
  fitsLevelSql,
  knownDisciplineSql,
  type DeckScoreInput,
  type LevelFit,
} from './deck-score.js';
import { distanceKm, within } from './nearby.js';
import { cappedCount } from '../../lib/capped-count.js';
import {
  activityViews,
  findActivity,
  type ActivityLookups,
  type ActivityRow,
  type Promotions,
} from './activities.view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
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
  /** Move's "only reliable hosts": a condition on the host's id (the attendance module's). */
  reliableHost?: ((hostId: SQL | Column) => SQL) | undefined;
};

/** The hour of the day, 0–23, of a wall-clock time. */
const hourOf = (wallClock: SQL) => sql`extract(hour from ${wallClock})`;

/** Starts within one of `parts` of the day (DAYPARTS), read on the wall clock `localStart`. */
function inDayparts(localStart: SQL, parts: ReadonlyArray<keyof typeof DAYPARTS>): SQL {
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
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Starts within one of Move's hour windows, read on the wall clock `localStart`. */
function inHours(localStart: SQL, windows: ReadonlyArray<{ from: string; to: string }>): SQL {
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
function tonight(localStart: SQL, localNow: SQL): SQL {
  const { from, to } = DAYPARTS.night;
  const nightStart = sql`(date_trunc('day', ${localNow} - make_interval(hours => ${to})) + make_interval(hours => ${from}))`;
  return sql`(${localStart} >= ${nightStart} and ${localStart} < ${nightStart} + make_interval(hours => ${24 - from + to}))`;
}

import type { BlocksService } from '../blocks/blocks.service.js';

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

export function createActivitiesService(db: Db, deps: ActivitiesDependencies) {
  const { concepts, places, matches, blocks, friendIdsOf, promotions, groups, clock } = deps;

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

  async function insert(tx: Db, hostId: number, input: ActivityInput): Promise<ActivityRow> {
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
    get,
    view,

    /**
     * 404 unless `userId` may see this activity: everyone's, or a group's to its members, its
     * host and those already in it (who keep their place after leaving the group).
     */
    async hideGroupFrom(row: ActivityRow, userId: number | undefined): Promise<void> {
      if (!(await seesGroupPlan(row, userId))) throw notFound();
    },

    seesGroupPlan,

    /** A group's activities still to start, the soonest first (for its members). */
    async ofGroup(groupId: number): Promise<Activity[]> {
      const rows = await db
        .select()
        .from(activities)
        .where(and(eq(activities.groupId, groupId), gt(activities.startAt, new Date())))
        .orderBy(asc(activities.startAt), asc(activities.id))
        .limit(100);
      return activityViews(deps, rows);
    },

    async create(hostId: number, input: ActivityInput): Promise<Activity> {
      await check(input, hostId);
      return view(await insert(db, hostId, input));
    },

    /**
     * An event (issue 21): a plan in a sponsor's name, for everyone (never a group's), hosted
     * on record by the staff member who makes it.
     */
    async createEvent(
      hostId: number,
      input: Omit<ActivityInput, 'group'> & { sponsor: number },
    ): Promise<Activity> {
      await check(input);
      await deps.sponsors?.mustExist(input.sponsor, 'sponsor');
      return view(await insert(db, hostId, input));
    },

    /** Events still to start, the soonest first (a blocked pair's hidden as everywhere). */
    async events(userId: number, limit: number, offset: number) {
      const where = and(
        isNotNull(activities.sponsorId),
        isNull(activities.groupId),
        gt(activities.startAt, new Date(nowMs(clock))),
        blocks.notBlockedWith(userId, activities.hostId),
      );
      const rows = await db
        .select()
        .from(activities)
        .where(where)
        .orderBy(asc(activities.startAt), asc(activities.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ count: count() }).from(activities).where(where);
      return { rows: await activityViews(deps, rows), total: total?.count ?? 0 };
    },

    check,

    /**
     * Hosts an activity inside `tx` (a wish becoming one, say), its form already checked:
     * answers the row; its view is for after the commit (`viewsOf`).
     */
    insertIn: (tx: Db, hostId: number, input: ActivityInput) => insert(tx, hostId, input),

    /** Changes an activity the caller was authorised to change (activity.policy canUpdate). */
    async update(existing: ActivityRow, input: Partial<ActivityInput>): Promise<Activity> {
      await check(input);
      if (input.participants !== undefined && input.participants < existing.matchedCount) {
        throw conflict('Ya hay más personas unidas que las plazas que quieres dejar.');
      }
      const [row] = await db
        .update(activities)
        .set({
          ...(input.type !== undefined && { typeOptionId: input.type }),
          ...(input.discipline !== undefined && { disciplineOptionId: input.discipline }),
          ...(input.level !== undefined && { levelOptionId: input.level }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.start_at !== undefined && { startAt: new Date(input.start_at) }),
          ...(input.duration !== undefined && { durationMinutes: toMinutes(input.duration) }),
          ...(input.participants !== undefined && { participants: input.participants }),
          ...(input.city !== undefined && { cityId: input.city }),
          ...(input.location !== undefined && {
            lat: input.location.lat,
            lon: input.location.lon,
            address: input.location.address ?? null,
          }),
          updatedAt: sql`now()`,
        })
        .where(eq(activities.id, existing.id))
        .returning();
      return view(row!);
    },

    async remove(existing: ActivityRow): Promise<void> {
      await db.delete(activities).where(eq(activities.id, existing.id));
    },

    /**
     * `mode` undefined: upcoming activities open to the caller (not theirs, not started, not
     * full); 'host': the caller's; 'match': those the caller joined. `sort`: 'start' soonest
     * first, 'distance' nearest to `filter.near` first; without it the latest start first (the
     * order the mobile app has always had). Ties go by id, so pages neither repeat nor skip.
     */
    async list(
      callerId: number,
      {
        mode,
        filter,
        sort,
      }: {
        mode?: 'host' | 'match' | undefined;
        filter: ActivityFilter;
        sort?: ActivitySort | undefined;
      },
      limit: number,
      offset: number,
    ) {
      // One reading of the clock for the whole query: "not started" and "tonight" agree.
      const now = new Date();
      const conditions: SQL[] = [];
      if (mode === 'host') conditions.push(eq(activities.hostId, callerId));
      else if (mode === 'match') {
        conditions.push(inArray(activities.id, matches.activityIdsOf(callerId)));
      } else {
        conditions.push(
          ne(activities.hostId, callerId),
          gt(activities.startAt, now),
          sql`${activities.matchedCount} < ${activities.participants}`,
          blocks.notBlockedWith(callerId, activities.hostId),
          inGroupsOf(callerId),
        );
      }
      if (filter.search)
        conditions.push(containsFolded(activities.descriptionFolded, filter.search));
      if (filter.type) conditions.push(eq(activities.typeOptionId, filter.type));
      if (filter.discipline) conditions.push(eq(activities.disciplineOptionId, filter.discipline));
      if (filter.level) conditions.push(eq(activities.levelOptionId, filter.level));
      if (filter.levelFits?.length) {
        const fits = filter.levelFits;
        conditions.push(
          sql`(not ${knownDisciplineSql(fits)} or ${activities.levelOptionId} is null or ${fitsLevelSql(fits)})`,
        );
      }
      if (filter.city) conditions.push(eq(activities.cityId, filter.city));
      if (filter.from) conditions.push(gte(activities.startAt, new Date(filter.from)));
      if (filter.to) conditions.push(lte(activities.startAt, new Date(filter.to)));
      if (filter.near) conditions.push(within(filter.near.lat, filter.near.lon, filter.near.km));
      // The schedule filters read the start on its city's clock (places owns the zones).
      const localStart = places.localTimeSql(activities.cityId, activities.startAt);
      if (filter.weekdays?.length) {
        const days = [...new Set(filter.weekdays)].map((day) => sql`${day}`);
        conditions.push(sql`extract(isodow from ${localStart}) in (${sql.join(days, sql`, `)})`);
      }
      if (filter.dayparts?.length) conditions.push(inDayparts(localStart, filter.dayparts));
      if (filter.hours?.length) conditions.push(inHours(localStart, filter.hours));
      if (filter.levelIds) {
        conditions.push(
          or(
            isNull(activities.levelOptionId),
            inArray(activities.levelOptionId, [...filter.levelIds]),
          )!,
        );
      }
      if (filter.reliableHost) conditions.push(filter.reliableHost(activities.hostId));
      if (filter.tonight) {
        const localNow = places.localTimeSql(
          activities.cityId,
          sql`${now.toISOString()}::timestamptz`,
        );
        conditions.push(tonight(localStart, localNow));
      }
      const where = and(...conditions);
      const order =
        sort === 'start'
          ? [asc(activities.startAt), asc(activities.id)]
          : sort === 'distance' && filter.near
            ? [
                asc(distanceKm(filter.near.lat, filter.near.lon)),
                asc(activities.startAt),
                asc(activities.id),
              ]
            : [desc(activities.startAt), asc(activities.id)];
      const page = (condition: SQL | undefined, pageLimit: number, pageOffset: number) =>
        db
          .select()
          .from(activities)
          .where(and(where, condition))
          .orderBy(...order)
          .limit(pageLimit)
          .offset(pageOffset);
      const counting = cappedCount(db, activities, where, offset + limit + LIST_TOTAL_AHEAD);
      // The open list puts first what the store highlights (decision 0028), then friends'
      // activities (decision 0023), each part in the order asked: the few of the small parts
      // up to this page's end, then the rest, so the large query keeps its plan.
      const firsts: SQL[] = [];
      if (!mode && promotions) {
        firsts.push(inArray(activities.id, promotions.highlightedIds(now) as SQL));
      }
      if (!mode && friendIdsOf) {
        firsts.push(inArray(activities.hostId, friendIdsOf(callerId) as SQL));
      }
      if (firsts.length === 0) {
        const [rows, counted] = await Promise.all([page(undefined, limit, offset), counting]);
        return { rows: await activityViews(deps, rows), ...counted };
      }
      const ahead: ActivityRow[] = [];
      for (const [index, part] of firsts.entries()) {
        const earlier = firsts.slice(0, index).map((condition) => not(condition));
        ahead.push(...(await page(and(part, ...earlier), offset + limit - ahead.length, 0)));
        if (ahead.length >= offset + limit) break;
      }
      const rows = ahead.slice(offset, offset + limit);
      if (rows.length < limit) {
        const skip = Math.max(0, offset - ahead.length);
        const rest = and(...firsts.map((condition) => not(condition)));
        rows.push(...(await page(rest, limit - rows.length, skip)));
      }
      return { rows: await activityViews(deps, rows), ...(await counting) };
    },

    lockNotStarted,

    /**
     * Locks an activity open to newcomers inside `tx` (queueing petitions' answers, so two
     * cannot take its last place): 404 without it, 409 once started or full.
     */
    async lockOpen(tx: Db, activityId: number): Promise<ActivityRow> {
      const activity = await lockNotStarted(tx, activityId);
      // Kept by the trigger on matches, and read under the row lock every accept takes.
      if (activity.matchedCount >= activity.participants) {
        throw conflict('La actividad está completa.');
      }
      return activity;
    },

    /**
     * The SQL that gives out the next number of an activity's chat: an UPDATE that takes the
     * activity's row lock and answers `seq`, for a statement's WITH clause. Sends to one chat
     * queue on that lock, so numbers are given, and their messages committed, in order. Nothing
     * is given when `unless` holds (a retry whose message is already stored).
     */
    nextMessageSeqSql(activityId: number, unless: SQL): SQL {
      return sql`update ${activities} set ${sql.identifier('message_seq')} = ${activities.messageSeq} + 1
        where ${activities.id} = ${activityId} and not (${unless})
        returning ${activities.messageSeq} as seq`;
    },

    /**
     * The activities `userId` hosts or hosted, as the API shows them, for the data export: a
     * page of 100 at a time (each page's names, options and cities asked in one go).
     */
    exportFor(userId: number): AsyncIterable<Activity> {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(activities)
          .where(and(eq(activities.hostId, userId), gt(activities.id, afterId)))
          .orderBy(asc(activities.id))
          .limit(limit);
        return activityViews(deps, rows);
      }, 100);
    },

    /**
     * What names an activity in someone's data export (a petition to it, a place in it): its
     * text, start (in its city's time, as the API gives it) and host, without its place.
     */
    async summaries(ids: number[]) {
      if (ids.length === 0) return new Map<number, ActivitySummary>();
      const rows = await db
        .select({
          id: activities.id,
          description: activities.description,
          startAt: activities.startAt,
          cityId: activities.cityId,
          hostId: activities.hostId,
        })
        .from(activities)
        .where(inArray(activities.id, [...new Set(ids)]));
      const cityById = await deps.places.cities(rows.map((row) => row.cityId));
      return new Map<number, ActivitySummary>(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            description: row.description,
            start_at: inZone(row.startAt, cityById.get(row.cityId)!.timezone),
            hostId: row.hostId,
          },
        ]),
      );
    },

    /** These activities' rows (unknown ids left out), for modules that count with them. */
    async rowsOf(ids: number[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(activities)
        .where(inArray(activities.id, [...new Set(ids)]));
    },

    /** The activities `userId` hosts, with when each was created. */
    async hostedSince(userId: number) {
      return db
        .select({ id: activities.id, createdAt: activities.createdAt })
        .from(activities)
        .where(eq(activities.hostId, userId));
    },

    /** These activities as the API shows them, in the order of `ids` (unknown ids left out). */
    async viewsOf(ids: number[]): Promise<Activity[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(activities).where(inArray(activities.id, ids));
      const byId = new Map((await activityViews(deps, rows)).map((view) => [view.id, view]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The swipe deck's next cards for `callerId` (decision 0020): open activities (not theirs,
     * not started, not full) within `km` of the point, starting within `withinDays`, none of
     * `excluded` (subqueries of activity ids: decided, asked, joined), best score first.
     */
    async deck(
      callerId: number,
      input: DeckScoreInput & {
        withinDays: number;
        excluded: ReadonlyArray<SQL | SQLWrapper>;
        limit: number;
        /** Premium: its exclusive events are in the deck too (decision 0029). */
        exclusive?: boolean | undefined;
      },
    ) {
      const { lat, lon, km, now } = input;
      const { distance, shared, score } = deckScoreSql(input);
      const rows = await db
        .select({ row: getTableColumns(activities), distance, shared, score })
        .from(activities)
        .where(
          and(
            ne(activities.hostId, callerId),
            // Premium's own events take nobody without it: a card that could not be liked.
            input.exclusive ? undefined : eq(activities.premiumOnly, false),
            gt(activities.startAt, now),
            lte(activities.startAt, new Date(now.getTime() + input.withinDays * DAY_MS)),
            sql`${activities.matchedCount} < ${activities.participants}`,
            within(lat, lon, km),
            blocks.notBlockedWith(callerId, activities.hostId),
            inGroupsOf(callerId),
            ...input.excluded.map((ids) => notInArray(activities.id, ids as SQL)),
          ),
        )
        .orderBy(
          // Highlighted activities first (decision 0028), then friends' (decision 0023), then
          // by score, a boosted host's raised by DECK_BOOST.
          ...(promotions
            ? [desc(sql`${activities.id} in (${promotions.highlightedIds(now)})`)]
            : []),
          ...(friendIdsOf ? [desc(sql`${activities.hostId} in (${friendIdsOf(callerId)})`)] : []),
          desc(
            promotions
              ? sql`${score} + case when ${activities.hostId} in (${promotions.boostedUserIds(now)}) then ${DECK_BOOST}::float8 else 0 end`
              : score,
          ),
          asc(activities.startAt),
          asc(activities.id),
        )
        .limit(input.limit);
      const views = await activityViews(
        deps,
        rows.map(({ row }) => row),
      );
      return rows.map(({ distance, shared, score }, index) => ({
        activity: views[index]!,
        distanceKm: Number(distance),
        score: Number(score),
        shared: Boolean(shared),
      }));
    },

    /**
     * The activities `userId` hosts or holds a place in (`joinedIds`, the matches module's
     * subquery) whose attendance is open now (decision 0027): started, and ended less than
     * `closesAfterMs` ago. The latest start first.
     */
    async inAttendanceWindow(
      userId: number,
      joinedIds: SQLWrapper,
      closesAfterMs: number,
    ): Promise<ActivityRow[]> {
      const now = nowMs(clock);
      return db
        .select()
        .from(activities)
        .where(
          and(
            or(eq(activities.hostId, userId), inArray(activities.id, joinedIds as SQL)),
            lte(activities.startAt, new Date(now)),
            sql`${activities.startAt} + ${activities.durationMinutes} * interval '1 minute' >= ${new Date(now - closesAfterMs).toISOString()}::timestamptz`,
            sql`${activities.matchedCount} > 0`,
          ),
        )
        .orderBy(desc(activities.startAt))
        .limit(50);
    },

    /** A subquery of the ids of the activities `userId` hosts. */
    hostedBy(userId: number) {
      return db.select({ id: activities.id }).from(activities).where(eq(activities.hostId, userId));
    },

    /**
     * A condition: the activity whose id is `activityId` (a column) had ended by `at`, as it
     * stands now (its host may have changed its duration since anyone spoke of it).
     */
    endedBy(activityId: SQLWrapper, at: Date): SQL {
      return sql`exists (select 1 from ${activities} where ${activities.id} = ${activityId} and ${activities.startAt} + ${activities.durationMinutes} * interval '1 minute' <= ${at.toISOString()}::timestamptz)`;
    },

    /**
     * Outside production only (the `_dev` route): moves an activity back so that it ends now,
     * its duration kept, as time passing would. Answers the row, or undefined.
     */
    async endNow(activityId: number): Promise<ActivityRow | undefined> {
      const [row] = await db
        .update(activities)
        .set({
          startAt: sql`${new Date(nowMs(clock)).toISOString()}::timestamptz - ${activities.durationMinutes} * interval '1 minute'`,
        })
        .where(eq(activities.id, activityId))
        .returning();
      return row;
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
