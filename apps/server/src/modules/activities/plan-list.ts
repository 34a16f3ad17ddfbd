import { type ActivitySort, type Daypart } from '@app/contract/activities';
import { cellRanges } from '@app/contract/geo-cells';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { containsPattern, escapeLike } from '../../lib/text-search.js';
import { activities } from './activities.schema.js';
import {
  levelFitArrays,
  levelFitSlots,
  levelFitSql,
  levelFitValues,
  type LevelFitArrays,
} from './deck-score.js';
import { distanceKm, within, withinCells } from './nearby.js';
import { cappedCountQuery, cappedOf } from '../../lib/capped-count.js';
import { prepareByText, slot } from '../../lib/prepared.js';
import { activityViews, type ActivityRow } from './activities.view.js';
import {
  type ActivitiesContext,
  LIST_TOTAL_AHEAD,
  inDayparts,
  inHours,
  tonight,
  type ActivityFilter,
} from './activities.context.js';

type Mode = 'host' | 'match' | undefined;

/**
 * A list's values as its SQL takes them: plain values, or the placeholders of a prepared
 * statement (decision 0055). An absent filter is undefined, and the SQL leaves it out.
 */
type ListValues = {
  caller: number;
  now: Date;
  /** What was typed, escaped for LIKE (escapeLike). */
  search: string | undefined;
  type: number | undefined;
  discipline: number | undefined;
  level: number | undefined;
  city: number | undefined;
  from: Date | undefined;
  to: Date | undefined;
  near:
    | {
        lat: number;
        lon: number;
        km: number;
        /** The cell ranges the circle touches (cellRanges); undefined reads the distance only. */
        ranges: ReadonlyArray<readonly [number, number]> | undefined;
      }
    | undefined;
  /** ISO weekdays as an array literal. */
  weekdays: string | undefined;
  /** Parts of the day, each once in a fixed order: constants of the SQL. */
  dayparts: readonly Daypart[] | undefined;
  hours: ReadonlyArray<{ from: string; to: string }> | undefined;
  fits: LevelFitArrays | undefined;
  /** Move's level range as an array literal of level options. */
  levelIds: string | undefined;
  reliableHost: ActivityFilter['reliableHost'];
  tonight: boolean;
  limit: number;
  offset: number;
  /** Where the count stops (cappedCount). */
  cap: number;
};

/** Prepared shapes kept at most: past them a new shape is built each time, as before. */
const MAX_SHAPES = 200;
const DAYPART_ORDER: readonly Daypart[] = ['morning', 'afternoon', 'night'];

/** `GET /activity`: the list of plans, filtered, sorted and paged (decisions 0023, 0036). */
export function planList(ctx: ActivitiesContext) {
  const { db, deps, places, matches, blocks, friendIdsOf, promotions, inGroupsOf } = ctx;

  /** The list's statements for these values: each built on demand. */
  function listQueries(v: ListValues, mode: Mode, sort: ActivitySort | undefined) {
    const conditions: SQL[] = [];
    if (mode === 'host') conditions.push(eq(activities.hostId, v.caller));
    else if (mode === 'match') {
      conditions.push(inArray(activities.id, matches.activityIdsOf(v.caller)));
    } else {
      conditions.push(
        ne(activities.hostId, v.caller),
        gt(activities.startAt, v.now),
        sql`${activities.matchedCount} < ${activities.participants}`,
        // A plan cancelled for want of its minimum (issue 38) leaves the list.
        isNull(activities.cancelledAt),
        blocks.notBlockedWith(v.caller, activities.hostId),
        inGroupsOf(v.caller),
      );
    }
    if (v.search !== undefined) {
      conditions.push(containsPattern(activities.descriptionFolded, v.search));
    }
    if (v.type !== undefined) conditions.push(eq(activities.typeOptionId, v.type));
    if (v.discipline !== undefined) {
      conditions.push(eq(activities.disciplineOptionId, v.discipline));
    }
    if (v.level !== undefined) conditions.push(eq(activities.levelOptionId, v.level));
    if (v.fits) {
      const { fitting, known } = levelFitSql(v.fits);
      conditions.push(sql`(not ${known} or ${activities.levelOptionId} is null or ${fitting})`);
    }
    if (v.city !== undefined) conditions.push(eq(activities.cityId, v.city));
    if (v.from !== undefined) conditions.push(gte(activities.startAt, v.from));
    if (v.to !== undefined) conditions.push(lte(activities.startAt, v.to));
    if (v.near) {
      const { lat, lon, km, ranges } = v.near;
      conditions.push(ranges ? withinCells(lat, lon, km, ranges) : within(lat, lon, km));
    }
    // The schedule filters read the start on its city's clock (places owns the zones).
    const localStart = places.localTimeSql(activities.cityId, activities.startAt);
    if (v.weekdays !== undefined) {
      conditions.push(sql`extract(isodow from ${localStart}) = any(${v.weekdays}::integer[])`);
    }
    if (v.dayparts) conditions.push(inDayparts(localStart, v.dayparts));
    if (v.hours) conditions.push(inHours(localStart, v.hours));
    if (v.levelIds !== undefined) {
      conditions.push(
        or(
          isNull(activities.levelOptionId),
          sql`${activities.levelOptionId} = any(${v.levelIds}::integer[])`,
        )!,
      );
    }
    if (v.reliableHost) conditions.push(v.reliableHost(activities.hostId));
    if (v.tonight) {
      const localNow = places.localTimeSql(activities.cityId, sql`${v.now}::timestamptz`);
      conditions.push(tonight(localStart, localNow));
    }
    const where = and(...conditions);
    const order =
      sort === 'start'
        ? [asc(activities.startAt), asc(activities.id)]
        : sort === 'distance' && v.near
          ? [asc(distanceKm(v.near.lat, v.near.lon)), asc(activities.startAt), asc(activities.id)]
          : [desc(activities.startAt), asc(activities.id)];
    const page = (condition: SQL | undefined) =>
      db
        .select()
        .from(activities)
        .where(and(where, condition))
        .orderBy(...order)
        .limit(v.limit)
        .offset(v.offset);
    // The open list puts first what the store highlights (decision 0028), then friends'
    // activities (decision 0023).
    const firsts: SQL[] = [];
    if (!mode && promotions) {
      firsts.push(inArray(activities.id, promotions.highlightedIds(v.now) as SQL));
    }
    if (!mode && friendIdsOf) {
      firsts.push(inArray(activities.hostId, friendIdsOf(v.caller) as SQL));
    }
    return {
      firsts: firsts.length,
      count: () => cappedCountQuery(db, activities, where, v.cap),
      /** The whole page, where nothing goes first. */
      all: () => page(undefined),
      /** The `index`th part that goes first, without the earlier ones. */
      part: (index: number) =>
        page(and(firsts[index], ...firsts.slice(0, index).map((condition) => not(condition)))),
      /** What goes after every part. */
      rest: () => page(and(...firsts.map((condition) => not(condition)))),
    };
  }

  type Queries = ReturnType<typeof listQueries>;
  type Role = 'count' | 'all' | 'rest' | `part${number}`;
  const queryOf = (queries: Queries, role: Role) =>
    role === 'count'
      ? queries.count()
      : role === 'all'
        ? queries.all()
        : role === 'rest'
          ? queries.rest()
          : queries.part(Number(role.slice(4)));

  /**
   * The statements of each shape, prepared once per role (decision 0055): building the
   * list's four statements, each with the same long condition, took a quarter of its time.
   * A shape is what the SQL holds or leaves out; every value is a placeholder. Move's hour
   * windows (their order of ends shapes the SQL) and a radius of continents are built each
   * time, as is any shape past MAX_SHAPES.
   */
  const shapes = new Map<string, Map<Role, Prepared>>();
  type Prepared = {
    execute(values: Record<string, unknown>): Promise<Array<Record<string, unknown>>>;
  };
  function shapeKey(v: ListValues, mode: Mode, sort: ActivitySort | undefined) {
    if (v.hours || (v.near && !v.near.ranges)) return undefined;
    const present = [
      v.search,
      v.type,
      v.discipline,
      v.level,
      v.city,
      v.from,
      v.to,
      v.weekdays,
      v.fits,
      v.levelIds,
      v.reliableHost,
    ].map((value) => (value === undefined ? '_' : 'x'));
    return [
      mode ?? 'open',
      sort ?? 'latest',
      present.join(''),
      v.near?.ranges?.length ?? '-',
      v.dayparts?.join('+') ?? '-',
      v.tonight ? 'tonight' : '-',
    ].join(' ');
  }
  function placeholdersOf(v: ListValues): ListValues {
    // The names are flatValues' keys.
    const p = slot;
    const given = <T>(value: unknown, name: string) =>
      value === undefined ? undefined : p<T>(name);
    return {
      caller: p('caller'),
      now: p('now'),
      search: given(v.search, 'search'),
      type: given(v.type, 'type'),
      discipline: given(v.discipline, 'discipline'),
      level: given(v.level, 'level'),
      city: given(v.city, 'city'),
      from: given(v.from, 'from'),
      to: given(v.to, 'to'),
      near: v.near && {
        lat: p('lat'),
        lon: p('lon'),
        km: p('km'),
        ranges: v.near.ranges?.map((_, index) => [p(`from${index}`), p(`to${index}`)] as const),
      },
      weekdays: given(v.weekdays, 'weekdays'),
      dayparts: v.dayparts,
      hours: undefined,
      fits: v.fits && levelFitSlots(),
      levelIds: given(v.levelIds, 'levelIds'),
      reliableHost: v.reliableHost,
      tonight: v.tonight,
      limit: p('limit'),
      offset: p('offset'),
      cap: p('cap'),
    };
  }
  function flatValues(v: ListValues): Record<string, unknown> {
    const ranges = Object.fromEntries(
      (v.near?.ranges ?? []).flatMap(([from, to], index) => [
        [`from${index}`, from],
        [`to${index}`, to],
      ]),
    );
    return {
      caller: v.caller,
      now: v.now,
      search: v.search,
      type: v.type,
      discipline: v.discipline,
      level: v.level,
      city: v.city,
      from: v.from,
      to: v.to,
      lat: v.near?.lat,
      lon: v.near?.lon,
      km: v.near?.km,
      ...ranges,
      weekdays: v.weekdays,
      ...levelFitValues(v.fits),
      levelIds: v.levelIds,
      limit: v.limit,
      offset: v.offset,
      cap: v.cap,
    };
  }

  /** Runs one of the list's statements: prepared where its shape allows, built otherwise. */
  function runner(v: ListValues, mode: Mode, sort: ActivitySort | undefined) {
    const key = shapeKey(v, mode, sort);
    let shape = key === undefined ? undefined : shapes.get(key);
    if (key !== undefined && !shape && shapes.size < MAX_SHAPES) {
      shape = new Map();
      shapes.set(key, shape);
    }
    let placeholders: Queries | undefined;
    return {
      /** How many parts go first: highlighted plans, then friends' (the open list only). */
      firsts: mode ? 0 : (promotions ? 1 : 0) + (friendIdsOf ? 1 : 0),
      async run(role: Role, page: { limit: number; offset: number }) {
        const values = { ...v, ...page };
        if (!shape) {
          return (await queryOf(listQueries(values, mode, sort), role)) as Array<
            Record<string, unknown>
          >;
        }
        let statement = shape.get(role);
        if (!statement) {
          placeholders ??= listQueries(placeholdersOf(v), mode, sort);
          statement = prepareByText(queryOf(placeholders, role), 'activity_list') as Prepared;
          shape.set(role, statement);
        }
        return statement.execute(flatValues(values));
      },
    };
  }

  return {
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
        mode?: Mode;
        filter: ActivityFilter;
        sort?: ActivitySort | undefined;
      },
      limit: number,
      offset: number,
    ) {
      // One reading of the clock for the whole query: "not started" and "tonight" agree.
      const now = new Date();
      const cap = offset + limit + LIST_TOTAL_AHEAD;
      const values: ListValues = {
        caller: callerId,
        now,
        search: filter.search ? escapeLike(filter.search) : undefined,
        type: filter.type,
        discipline: filter.discipline,
        level: filter.level ?? undefined,
        city: filter.city,
        from: filter.from ? new Date(filter.from) : undefined,
        to: filter.to ? new Date(filter.to) : undefined,
        near: filter.near && {
          ...filter.near,
          ranges: cellRanges(filter.near.lat, filter.near.lon, filter.near.km) ?? undefined,
        },
        weekdays: filter.weekdays?.length
          ? `{${[...new Set(filter.weekdays)].join(',')}}`
          : undefined,
        dayparts: filter.dayparts?.length
          ? DAYPART_ORDER.filter((part) => filter.dayparts!.includes(part))
          : undefined,
        hours: filter.hours?.length ? filter.hours : undefined,
        fits: filter.levelFits?.length ? levelFitArrays(filter.levelFits) : undefined,
        levelIds: filter.levelIds ? `{${filter.levelIds.join(',')}}` : undefined,
        reliableHost: filter.reliableHost,
        tonight: Boolean(filter.tonight),
        limit,
        offset,
        cap,
      };
      const statements = runner(values, mode, sort);
      const page = (role: Role, pageLimit: number, pageOffset: number) =>
        statements.run(role, { limit: pageLimit, offset: pageOffset }) as Promise<ActivityRow[]>;
      const counting = statements
        .run('count', { limit, offset })
        .then((rows) => cappedOf(rows as Array<{ total: number }>, cap));
      // The few of the small parts that go first up to this page's end, then the rest, so
      // the large query keeps its plan.
      if (statements.firsts === 0) {
        const [rows, counted] = await Promise.all([page('all', limit, offset), counting]);
        return { rows: await activityViews(deps, rows), ...counted };
      }
      const ahead: ActivityRow[] = [];
      for (let index = 0; index < statements.firsts; index++) {
        ahead.push(...(await page(`part${index}`, offset + limit - ahead.length, 0)));
        if (ahead.length >= offset + limit) break;
      }
      const rows = ahead.slice(offset, offset + limit);
      if (rows.length < limit) {
        const skip = Math.max(0, offset - ahead.length);
        rows.push(...(await page('rest', limit - rows.length, skip)));
      }
      return { rows: await activityViews(deps, rows), ...(await counting) };
    },
  };
}
