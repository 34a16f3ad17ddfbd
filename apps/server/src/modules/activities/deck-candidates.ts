import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  getTableColumns,
  ne,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { activities } from './activities.schema.js';
import {
  DECK_BOOST,
  deckScoreSql,
  levelFitArrays,
  levelFitSlots,
  levelFitValues,
  type DeckScoreInput,
  type DeckScoreValues,
} from './deck-score.js';
import { closerThan, within } from './nearby.js';
import { deckCells, type DeckCell } from './deck-grid.js';
import { activityViews } from './activities.view.js';
import { prepareByText, slot } from '../../lib/prepared.js';
import { type ActivitiesContext, DAY_MS } from './activities.context.js';

/**
 * How many of a cell's soonest plans a walk reads (decision 0052): 2 × the cards asked in the
 * member's own cell, falling with the square of the cell's "near" factor to
 * DECK_PER_CELL_MIN at the radius. A 25 km deck of ten cards around Sol reads some 400 to 550.
 */
export const DECK_PER_CELL_MIN = 2;
export const perCellOf = (limit: number, near: number) =>
  Math.max(DECK_PER_CELL_MIN, Math.ceil(2 * limit * near * near));

/** The swipe deck's candidates, scored (decisions 0023, 0052). */
export function deckCandidates(ctx: ActivitiesContext) {
  const { db, deps, blocks, friendIdsOf, promotions, inGroupsOf } = ctx;

  /**
   * The soonest open plans of each cell (as many as its reads), in the index's order: the
   * cell's column, then the start. Not the id after it: the index does not hold it, and with
   * the table's statistics the planner then sorted every plan of the cell (68 ms at 1,000,000
   * instead of 5). With disciplines, the soonest of each of them in each cell.
   */
  function walk(
    column: typeof activities.deckCell | typeof activities.cell,
    cells: WalkedCells,
    open: SQL,
    disciplines?: string,
  ): SQL {
    const grid = sql`unnest(${cells.ids}::integer[], ${cells.reads}::integer[]) as grid(cell, reads)`;
    const order = sql`order by ${activities.startAt} limit grid.reads`;
    if (!disciplines) {
      return sql`select walked.id from ${grid} cross join lateral (select ${activities.id} as id from ${activities} where ${column} = grid.cell and ${open} ${order}) as walked`;
    }
    return sql`select walked.id from ${grid} cross join unnest(${disciplines}::integer[]) as liking(discipline) cross join lateral (select ${activities.id} as id from ${activities} where ${activities.disciplineOptionId} = liking.discipline and ${column} = grid.cell and ${open} ${order}) as walked`;
  }

  /**
   * The ids the deck scores, however many plans the country holds (decision 0052): each
   * cell's soonest open plans, more of the nearer cells, and as many of each of the member's
   * disciplines; and the few that go first whatever their score (friends', highlighted ones)
   * or are raised by a boost. `open` is what a card must be, checked on each row a walk reads,
   * so a plan the member decided on takes no other's place.
   */
  function candidateIds(v: DeckValues, open: SQL): SQL {
    const interests = v.interests;
    const parts: SQL[] = [];
    for (const [column, cells] of [
      [activities.deckCell, v.fine],
      [activities.cell, v.coarse],
    ] as const) {
      if (!cells) continue;
      parts.push(walk(column, cells, open));
      if (interests !== undefined) parts.push(walk(column, cells, open, interests));
    }
    const ofHosts = (hostIds: SQLWrapper) =>
      sql`select ${activities.id} from ${activities} where ${activities.hostId} in (${hostIds}) and ${open}`;
    if (friendIdsOf) parts.push(ofHosts(friendIdsOf(v.caller)));
    if (promotions) {
      parts.push(
        sql`select ${activities.id} from ${activities} where ${activities.id} in (${promotions.highlightedIds(v.now)}) and ${open}`,
        ofHosts(promotions.boostedUserIds(v.now)),
      );
    }
    return sql`(${sql.join(parts, sql` union `)})`;
  }

  /**
   * The deck's statement for these values: plain values, or the placeholders of a prepared
   * statement. Without `walk`, every open plan in the circle is scored (a radius of
   * continents, whose cell ranges shape the SQL: never prepared).
   */
  function deckQuery(v: DeckValues, shape: DeckShape) {
    const { distance, shared, score } = deckScoreSql(v);
    // What a card must be, checked on every row a walk reads, so an excluded plan takes no
    // candidate's place.
    const open = (inCircle: SQL) =>
      and(
        ne(activities.hostId, v.caller),
        // Premium's own events take nobody without it: a card that could not be liked.
        shape.exclusive ? undefined : eq(activities.premiumOnly, false),
        gt(activities.startAt, v.now),
        // A plan cancelled for want of its minimum (issue 38) leaves the deck.
        isNull(activities.cancelledAt),
        lte(activities.startAt, v.until),
        sql`${activities.matchedCount} < ${activities.participants}`,
        inCircle,
        blocks.notBlockedWith(v.caller, activities.hostId),
        inGroupsOf(v.caller),
        ...shape
          .excluded(v.caller, v.passesSince)
          .map((ids) => notInArray(activities.id, ids as SQL)),
      )!;
    // Every candidate is open already.
    const where = shape.walk
      ? inArray(activities.id, candidateIds(v, open(closerThan(v.lat, v.lon, v.km))))
      : open(within(v.lat, v.lon, v.km));
    return db
      .select({ row: getTableColumns(activities), distance, shared, score })
      .from(activities)
      .where(where)
      .orderBy(
        // Highlighted activities first (decision 0028), then friends' (decision 0023), then
        // by score, a boosted host's raised by DECK_BOOST.
        ...(promotions
          ? [desc(sql`${activities.id} in (${promotions.highlightedIds(v.now)})`)]
          : []),
        ...(friendIdsOf ? [desc(sql`${activities.hostId} in (${friendIdsOf(v.caller)})`)] : []),
        desc(
          promotions
            ? sql`${score} + case when ${activities.hostId} in (${promotions.boostedUserIds(v.now)}) then ${DECK_BOOST}::float8 else 0 end`
            : score,
        ),
        asc(activities.startAt),
        asc(activities.id),
      )
      .limit(v.limit);
  }

  type DeckStatement = ReturnType<ReturnType<typeof deckQuery>['prepare']>;
  /**
   * The deck's statement, prepared once per shape (decision 0055): building it took a fifth of
   * the deck's time, and PostgreSQL parses it once per connection. The shape is what the SQL
   * holds or leaves out, a handful of combinations; every value is a placeholder.
   */
  const prepared = new Map<string, DeckStatement>();
  function preparedDeck(v: DeckValues, shape: DeckShape): DeckStatement {
    const present = {
      x: shape.exclusive,
      f: v.fine !== undefined,
      c: v.coarse !== undefined,
      i: v.interests !== undefined,
      a: v.allLevelsId !== undefined,
      l: v.fits !== undefined,
    };
    const key = Object.entries(present)
      .map(([letter, on]) => (on ? letter : '_'))
      .join('');
    let statement = prepared.get(key);
    if (!statement) {
      // The placeholders' names are flatValues' keys.
      const p = <T>(name: keyof ReturnType<typeof flatValues>) => slot<T>(name);
      const placeholders: DeckValues = {
        caller: p('caller'),
        lat: p('lat'),
        lon: p('lon'),
        km: p('km'),
        now: p('now'),
        until: p('until'),
        passesSince: p('passesSince'),
        interests: present.i ? p('interests') : undefined,
        allLevelsId: present.a ? p('allLevelsId') : undefined,
        fits: present.l ? levelFitSlots() : undefined,
        fine: present.f ? { ids: p('fineIds'), reads: p('fineReads') } : undefined,
        coarse: present.c ? { ids: p('coarseIds'), reads: p('coarseReads') } : undefined,
        limit: p('limit'),
      };
      statement = prepareByText(deckQuery(placeholders, shape), 'deck');
      prepared.set(key, statement);
    }
    return statement;
  }

  return {
    /**
     * The swipe deck's next cards for `callerId` (decision 0020): open activities (not theirs,
     * not started, not full) within `km` of the point, starting within `withinDays`, none of
     * `excluded` (subqueries of activity ids: decided, asked, joined), best score first.
     */
    async deck(callerId: number, input: DeckInput) {
      const { lat, lon, km, now } = input;
      const grid = deckCells(lat, lon, km);
      const cellsOf = (cells: readonly DeckCell[]): WalkedCells | undefined =>
        cells.length === 0
          ? undefined
          : {
              ids: `{${cells.map(({ cell }) => cell).join(',')}}`,
              reads: `{${cells.map(({ near }) => perCellOf(input.limit, near)).join(',')}}`,
            };
      const values: DeckValues = {
        caller: callerId,
        lat,
        lon,
        km,
        now,
        until: new Date(now.getTime() + input.withinDays * DAY_MS),
        passesSince: input.passesSince,
        interests:
          input.interestDisciplineIds.length > 0
            ? `{${input.interestDisciplineIds.join(',')}}`
            : undefined,
        allLevelsId: input.allLevelsId,
        fits: input.levelFits?.length ? levelFitArrays(input.levelFits) : undefined,
        fine: grid ? cellsOf(grid.fine) : undefined,
        coarse: grid ? cellsOf(grid.coarse) : undefined,
        limit: input.limit,
      };
      const shape: DeckShape = {
        exclusive: Boolean(input.exclusive),
        excluded: input.excluded,
        walk: grid !== undefined,
      };
      const rows = shape.walk
        ? await preparedDeck(values, shape).execute(flatValues(values))
        : await deckQuery(values, shape);
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
  };
}

/** The cells one walk reads and how many plans of each, as PostgreSQL array literals. */
type WalkedCells = { ids: string; reads: string };

export type DeckInput = DeckScoreInput & {
  withinDays: number;
  /**
   * Subqueries of the activity ids left out: decided (a pass since `passesSince`), asked,
   * joined. Its SQL must depend on its arguments alone: the prepared statement keeps the
   * first call's.
   */
  excluded: (callerId: number, passesSince: Date) => ReadonlyArray<SQL | SQLWrapper>;
  /** Passes decided before this no longer hide their activity. */
  passesSince: Date;
  limit: number;
  /** Premium: its exclusive events are in the deck too (decision 0029). */
  exclusive?: boolean | undefined;
};

/** Every value of the deck's statement, as SQL takes it. */
type DeckValues = DeckScoreValues & {
  caller: number;
  until: Date;
  passesSince: Date;
  fine: WalkedCells | undefined;
  coarse: WalkedCells | undefined;
  limit: number;
};

/** What shapes the deck's SQL besides which values are present. */
type DeckShape = {
  exclusive: boolean;
  excluded: DeckInput['excluded'];
  walk: boolean;
};

/** The values of a prepared deck statement, one per placeholder. */
function flatValues(v: DeckValues) {
  return {
    caller: v.caller,
    lat: v.lat,
    lon: v.lon,
    km: v.km,
    now: v.now,
    until: v.until,
    passesSince: v.passesSince,
    interests: v.interests,
    allLevelsId: v.allLevelsId,
    ...levelFitValues(v.fits),
    fineIds: v.fine?.ids,
    fineReads: v.fine?.reads,
    coarseIds: v.coarse?.ids,
    coarseReads: v.coarse?.reads,
    limit: v.limit,
  };
}
