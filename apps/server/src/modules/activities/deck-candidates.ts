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
import { DECK_BOOST, deckScoreSql, type DeckScoreInput } from './deck-score.js';
import { closerThan, within } from './nearby.js';
import { deckCells, type DeckCell } from './deck-grid.js';
import { activityViews } from './activities.view.js';
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
    cells: readonly DeckCell[],
    limit: number,
    open: SQL,
    disciplines?: readonly number[],
  ): SQL {
    const ids = `{${cells.map(({ cell }) => cell).join(',')}}`;
    const reads = `{${cells.map(({ near }) => perCellOf(limit, near)).join(',')}}`;
    const grid = sql`unnest(${ids}::integer[], ${reads}::integer[]) as grid(cell, reads)`;
    const order = sql`order by ${activities.startAt} limit grid.reads`;
    if (!disciplines) {
      return sql`select walked.id from ${grid} cross join lateral (select ${activities.id} as id from ${activities} where ${column} = grid.cell and ${open} ${order}) as walked`;
    }
    return sql`select walked.id from ${grid} cross join unnest(${`{${disciplines.join(',')}}`}::integer[]) as liking(discipline) cross join lateral (select ${activities.id} as id from ${activities} where ${activities.disciplineOptionId} = liking.discipline and ${column} = grid.cell and ${open} ${order}) as walked`;
  }

  /**
   * The ids the deck scores, however many plans the country holds (decision 0052): each
   * cell's soonest open plans, more of the nearer cells, and as many of each of the member's
   * disciplines; and the few that go first whatever their score (friends', highlighted ones)
   * or are raised by a boost. `open` is what a card must be, checked on each row a walk reads,
   * so a plan the member decided on takes no other's place.
   */
  function candidateIds(
    callerId: number,
    input: { now: Date; limit: number },
    interests: readonly number[],
    grid: NonNullable<ReturnType<typeof deckCells>>,
    open: SQL,
  ): SQL {
    const parts: SQL[] = [];
    for (const [column, cells] of [
      [activities.deckCell, grid.fine],
      [activities.cell, grid.coarse],
    ] as const) {
      if (cells.length === 0) continue;
      parts.push(walk(column, cells, input.limit, open));
      if (interests.length > 0) parts.push(walk(column, cells, input.limit, open, interests));
    }
    const ofHosts = (hostIds: SQLWrapper) =>
      sql`select ${activities.id} from ${activities} where ${activities.hostId} in (${hostIds}) and ${open}`;
    if (friendIdsOf) parts.push(ofHosts(friendIdsOf(callerId)));
    if (promotions) {
      parts.push(
        sql`select ${activities.id} from ${activities} where ${activities.id} in (${promotions.highlightedIds(input.now)}) and ${open}`,
        ofHosts(promotions.boostedUserIds(input.now)),
      );
    }
    return sql`(${sql.join(parts, sql` union `)})`;
  }

  return {
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
      // What a card must be, checked on every row a walk reads, so an excluded plan takes no
      // candidate's place.
      const open = (inCircle: SQL) =>
        and(
          ne(activities.hostId, callerId),
          // Premium's own events take nobody without it: a card that could not be liked.
          input.exclusive ? undefined : eq(activities.premiumOnly, false),
          gt(activities.startAt, now),
          // A plan cancelled for want of its minimum (issue 38) leaves the deck.
          isNull(activities.cancelledAt),
          lte(activities.startAt, new Date(now.getTime() + input.withinDays * DAY_MS)),
          sql`${activities.matchedCount} < ${activities.participants}`,
          inCircle,
          blocks.notBlockedWith(callerId, activities.hostId),
          inGroupsOf(callerId),
          ...input.excluded.map((ids) => notInArray(activities.id, ids as SQL)),
        )!;
      const grid = deckCells(lat, lon, km);
      // Every candidate is open already. Without a walk (a radius of continents), every open
      // plan in the circle is scored.
      const where = grid
        ? inArray(
            activities.id,
            candidateIds(
              callerId,
              input,
              input.interestDisciplineIds,
              grid,
              open(closerThan(lat, lon, km)),
            ),
          )
        : open(within(lat, lon, km));
      const rows = await db
        .select({ row: getTableColumns(activities), distance, shared, score })
        .from(activities)
        .where(where)
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
  };
}
