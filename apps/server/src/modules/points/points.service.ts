import {
  POINTS,
  POINTS_ACTIVITIES_PER_DAY,
  type PointEntry,
  type PointKind,
  type RankingRow,
} from '@app/contract/ranking';
import { inZone } from '@app/contract/time-zones';
import { and, desc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import { personRef } from '../../lib/person-ref.js';
import type { Emit } from '../../lib/publisher.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { UsersService } from '../users/users.service.js';
import { pointDays, pointEntries, rankingLevels, rankingScores } from './points.schema.js';

/** The board of every discipline (and of plans with none) is stored as discipline 0. */
const ALL = 0;
/** Members told they were overtaken by one award, at most (the rest see it when they look). */
const OVERTAKEN_TOLD_MAX = 1000;

/** What an award is about: an activity, placed in the day and month it ended, in its city. */
export type PointFact = {
  activityId: number;
  cityId: number;
  disciplineOptionId: number | null;
  /** `YYYY-MM-DD` and `YYYY-MM-01`, in the city's time zone. */
  day: string;
  month: string;
};

type Board = { month: string; cityId: number; disciplineOptionId: number };

/** `YYYY-MM` for the API from a stored month (`YYYY-MM-01`). */
const monthName = (month: string) => month.slice(0, 7);
const monthOf = (name: string) => `${name}-01`;

/**
 * Points and the monthly boards (decision 0027). Points are awarded inside the transaction that
 * counts their fact (attendance/counting.service.ts, decision 0034), so a fact is never counted
 * without points nor points given without one.
 */
export function createPointsService(
  db: Db,
  deps: {
    places: Pick<PlacesService, 'cities'>;
    users: Pick<UsersService, 'names'>;
    /** A blocked pair is left out of each other's view of a board (decision 0022). */
    blocks: Pick<BlocksService, 'notBlockedWith' | 'blockedWith'>;
    clock?: Clock | undefined;
  },
) {
  const { places, users, blocks, clock } = deps;
  const now = () => clock?.() ?? new Date();

  async function zoneOf(cityId: number): Promise<string> {
    const city = (await places.cities([cityId])).get(cityId);
    if (!city) throw notFound();
    return city.timezone;
  }

  /** Rows of `board` ahead of `key`: more points, or as many and reached first. */
  const aheadOf = (key: { points: number; reachedAt: Date; userId: number }) =>
    or(
      gt(rankingScores.points, key.points),
      and(
        eq(rankingScores.points, key.points),
        sql`(${rankingScores.reachedAt}, ${rankingScores.userId}) < (${key.reachedAt.toISOString()}::timestamptz, ${key.userId})`,
      ),
    );

  /**
   * Where `key` (points, reached, user) stands on `board` as its member sees it: 1 + those
   * ahead of it, read from the board's histogram (members above the score) and the ties who
   * reached it first, less the members blocked with them (not on their view of the board).
   */
  async function positionIn(
    tx: Db,
    board: Board,
    key: { points: number; reachedAt: Date; userId: number },
  ): Promise<number> {
    const [above] = await tx
      .select({ members: sql<number>`coalesce(sum(${rankingLevels.members}), 0)::int` })
      .from(rankingLevels)
      .where(and(onLevels(board), gt(rankingLevels.points, key.points)));
    const [tied] = await tx
      .select({ ahead: sql<number>`count(*)::int` })
      .from(rankingScores)
      .where(
        and(
          onBoard(board),
          eq(rankingScores.points, key.points),
          sql`(${rankingScores.reachedAt}, ${rankingScores.userId}) < (${key.reachedAt.toISOString()}::timestamptz, ${key.userId})`,
        ),
      );
    const [hidden] = await tx
      .select({ ahead: sql<number>`count(*)::int` })
      .from(rankingScores)
      .where(
        and(onBoard(board), blocks.blockedWith(key.userId, rankingScores.userId), aheadOf(key)),
      );
    return (above?.members ?? 0) + (tied?.ahead ?? 0) - (hidden?.ahead ?? 0) + 1;
  }

  const onLevels = (board: Board) =>
    and(
      eq(rankingLevels.month, board.month),
      eq(rankingLevels.cityId, board.cityId),
      eq(rankingLevels.disciplineOptionId, board.disciplineOptionId),
    );

  /** Inside `tx`: one more member at `points` on the board (`delta` -1: one fewer). */
  async function levelIn(tx: Db, board: Board, points: number, delta: 1 | -1) {
    await tx
      .insert(rankingLevels)
      .values({ ...board, points, members: delta })
      .onConflictDoUpdate({
        target: [
          rankingLevels.month,
          rankingLevels.cityId,
          rankingLevels.disciplineOptionId,
          rankingLevels.points,
        ],
        set: { members: sql`${rankingLevels.members} + ${delta}` },
      });
  }

  const onBoard = (board: Board) =>
    and(
      eq(rankingScores.month, board.month),
      eq(rankingScores.cityId, board.cityId),
      eq(rankingScores.disciplineOptionId, board.disciplineOptionId),
    );

  /** Adds `points` to a member's score on a board; tells them and whoever they overtook. */
  async function scoreIn(tx: Db, emit: Emit, board: Board, userId: number, points: number) {
    const at = now();
    const [before] = await tx
      .select({ points: rankingScores.points, reachedAt: rankingScores.reachedAt })
      .from(rankingScores)
      .where(and(onBoard(board), eq(rankingScores.userId, userId)))
      .for('update');
    const [after] = await tx
      .insert(rankingScores)
      .values({ ...board, userId, points, reachedAt: at })
      .onConflictDoUpdate({
        target: [
          rankingScores.month,
          rankingScores.cityId,
          rankingScores.disciplineOptionId,
          rankingScores.userId,
        ],
        set: { points: sql`${rankingScores.points} + excluded.points`, reachedAt: at },
      })
      .returning({ points: rankingScores.points });
    if (before) await levelIn(tx, board, before.points, -1);
    await levelIn(tx, board, after!.points, 1);
    const event = {
      month: monthName(board.month),
      city_id: board.cityId,
      discipline_option_id: board.disciplineOptionId === ALL ? null : board.disciplineOptionId,
    };
    emit('ranking', [userId], {
      ...event,
      points: after!.points,
      position: await positionIn(tx, board, { points: after!.points, reachedAt: at, userId }),
    });
    // Overtaken: ahead before (more points than the old score, or as many and there first),
    // behind now (fewer than the new one: whoever has as many got there first). A member
    // blocked with the earner does not have them on their board: nothing moved for them.
    const passed = await tx
      .select({ userId: rankingScores.userId })
      .from(rankingScores)
      .where(
        and(
          onBoard(board),
          lt(rankingScores.points, after!.points),
          before ? aheadOf({ ...before, userId }) : undefined,
          blocks.notBlockedWith(userId, rankingScores.userId),
        ),
      )
      .limit(OVERTAKEN_TOLD_MAX);
    emit(
      'ranking',
      passed.map((row) => row.userId),
      { ...event, points: null, position: null },
    );
  }

  return {
    /**
     * Places an activity in the day and month it ended, in its city (a fact counts when its
     * plan has ended, decision 0034). Read before the awarding transaction.
     */
    async factOf(activity: {
      id: number;
      cityId: number;
      disciplineOptionId: number | null;
      startAt: Date;
      durationMinutes: number;
    }): Promise<PointFact> {
      const endsAt = new Date(activity.startAt.getTime() + activity.durationMinutes * 60_000);
      const local = inZone(endsAt, await zoneOf(activity.cityId));
      return {
        activityId: activity.id,
        cityId: activity.cityId,
        disciplineOptionId: activity.disciplineOptionId,
        day: local.slice(0, 10),
        month: `${local.slice(0, 7)}-01`,
      };
    },

    /**
     * Inside `tx`: `userId` earns `kind`'s points for `fact`, once (a repeat adds nothing), and
     * only while their day has counted fewer than three activities (beyond, the entry is
     * capped by the day and gives none). Says which: `counted`, `capped`, or `repeat` (already
     * there). Coins and challenges follow `counted` alone (decisions 0028 and 0034).
     */
    async awardIn(
      tx: Db,
      emit: Emit,
      userId: number,
      kind: PointKind,
      fact: PointFact,
    ): Promise<'counted' | 'capped' | 'repeat'> {
      const points = POINTS[kind];
      const [entry] = await tx
        .insert(pointEntries)
        .values({
          userId,
          kind,
          points,
          activityId: fact.activityId,
          cityId: fact.cityId,
          disciplineOptionId: fact.disciplineOptionId,
          day: fact.day,
          month: fact.month,
          createdAt: clock?.(),
        })
        .onConflictDoNothing()
        .returning({ id: pointEntries.id });
      if (!entry) return 'repeat';
      // One row a member and day, updated under its lock: concurrent awards take turns.
      const [slot] = await tx
        .insert(pointDays)
        .values({ userId, day: fact.day, activities: 1 })
        .onConflictDoUpdate({
          target: [pointDays.userId, pointDays.day],
          set: { activities: sql`${pointDays.activities} + 1` },
          setWhere: lt(pointDays.activities, POINTS_ACTIVITIES_PER_DAY),
        })
        .returning({ activities: pointDays.activities });
      if (!slot) {
        await tx
          .update(pointEntries)
          .set({ points: 0, cappedBy: 'day' })
          .where(eq(pointEntries.id, entry.id));
        return 'capped';
      }
      const boards = [ALL, ...(fact.disciplineOptionId ? [fact.disciplineOptionId] : [])];
      for (const disciplineOptionId of boards) {
        await scoreIn(
          tx,
          emit,
          { month: fact.month, cityId: fact.cityId, disciplineOptionId },
          userId,
          points,
        );
      }
      return 'counted';
    },

    /**
     * Inside `tx`: `userId`'s entry for `fact` that the pair rule held (decision 0034): kept
     * with no points, so the member sees why; it takes no place in their day.
     */
    async heldIn(tx: Db, userId: number, kind: PointKind, fact: PointFact): Promise<void> {
      await tx
        .insert(pointEntries)
        .values({
          userId,
          kind,
          points: 0,
          cappedBy: 'pair',
          activityId: fact.activityId,
          cityId: fact.cityId,
          disciplineOptionId: fact.disciplineOptionId,
          day: fact.day,
          month: fact.month,
          createdAt: clock?.(),
        })
        .onConflictDoNothing();
    },

    /** The month `YYYY-MM` it is now in a city. */
    async currentMonth(cityId: number): Promise<string> {
      return inZone(now(), await zoneOf(cityId)).slice(0, 7);
    },

    /**
     * A page of a board as the viewer sees it (without the members blocked with them), and
     * their own row wherever it is.
     */
    async board(
      query: { city: number; discipline?: number | undefined; month?: string | undefined },
      viewerId: number,
      limit: number,
      offset: number,
    ) {
      const month = query.month ?? (await this.currentMonth(query.city));
      const board: Board = {
        month: monthOf(month),
        cityId: query.city,
        disciplineOptionId: query.discipline ?? ALL,
      };
      // The viewer's board leaves out the members blocked with them, as every list does:
      // positions are counted without them, so the page and `me` agree.
      const rows = await db
        .select()
        .from(rankingScores)
        .where(and(onBoard(board), blocks.notBlockedWith(viewerId, rankingScores.userId)))
        .orderBy(desc(rankingScores.points), rankingScores.reachedAt, rankingScores.userId)
        .limit(limit)
        .offset(offset);
      const [size] = await db
        .select({ members: sql<number>`coalesce(sum(${rankingLevels.members}), 0)::int` })
        .from(rankingLevels)
        .where(onLevels(board));
      const [hidden] = await db
        .select({ members: sql<number>`count(*)::int` })
        .from(rankingScores)
        .where(and(onBoard(board), blocks.blockedWith(viewerId, rankingScores.userId)));
      const total = (size?.members ?? 0) - (hidden?.members ?? 0);
      const [mine] = await db
        .select()
        .from(rankingScores)
        .where(and(onBoard(board), eq(rankingScores.userId, viewerId)));
      const names = await users.names([...rows.map((row) => row.userId), viewerId]);
      const rowOf = (row: typeof rankingScores.$inferSelect, position: number): RankingRow => ({
        position,
        user: personRef(names.get(row.userId)!),
        points: row.points,
      });
      const data = rows
        .filter((row) => names.has(row.userId))
        .map((row, index) => rowOf(row, offset + index + 1));
      const me = mine ? rowOf(mine, await positionIn(db, board, mine)) : null;
      return { month, rows: data, total, me };
    },

    /** Every board `userId` is on in a month (this month in each city's zone by default). */
    async mine(userId: number, month?: string) {
      const rows = await db
        .select()
        .from(rankingScores)
        .where(
          and(
            eq(rankingScores.userId, userId),
            month ? eq(rankingScores.month, monthOf(month)) : undefined,
          ),
        )
        .orderBy(desc(rankingScores.month));
      const current = new Map<number, string>();
      for (const cityId of new Set(rows.map((row) => row.cityId))) {
        current.set(cityId, monthOf(await this.currentMonth(cityId)));
      }
      const kept = month ? rows : rows.filter((row) => row.month === current.get(row.cityId));
      return Promise.all(
        kept.map(async (row) => ({
          month: monthName(row.month),
          city_id: row.cityId,
          discipline_option_id: row.disciplineOptionId === ALL ? null : row.disciplineOptionId,
          points: row.points,
          position: await positionIn(db, row, row),
        })),
      );
    },

    /**
     * The verified facts `userId` has (attended or hosted) whose month is `sinceMonth`
     * (`YYYY-MM`) or later: one per activity, for "Estadísticas".
     */
    async factsSince(userId: number, sinceMonth: string) {
      return db
        .selectDistinctOn([pointEntries.activityId], {
          activityId: pointEntries.activityId,
          month: pointEntries.month,
          disciplineOptionId: pointEntries.disciplineOptionId,
        })
        .from(pointEntries)
        .where(and(eq(pointEntries.userId, userId), gte(pointEntries.month, monthOf(sinceMonth))))
        .orderBy(pointEntries.activityId);
    },

    /** A page of `userId`'s point entries, the latest first. */
    async entries(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, pointEntries, {
        where: eq(pointEntries.userId, userId),
        orderBy: [desc(pointEntries.id)],
        limit,
        offset,
      });
      return { rows: rows.map(entryView), total };
    },

    /** For the data export: `userId`'s point entries, a page at a time, the oldest first. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(pointEntries)
          .where(and(eq(pointEntries.userId, userId), gt(pointEntries.id, afterId)))
          .orderBy(pointEntries.id)
          .limit(limit);
        return rows.map(entryView);
      });
    },
  };
}

const entryView = (row: typeof pointEntries.$inferSelect): PointEntry => ({
  id: row.id,
  kind: row.kind,
  points: row.points,
  capped: row.cappedBy !== null,
  capped_by: row.cappedBy,
  activity_id: row.activityId,
  city_id: row.cityId,
  discipline_option_id: row.disciplineOptionId,
  month: monthName(row.month),
  createdAt: row.createdAt.toISOString(),
});

export type PointsService = ReturnType<typeof createPointsService>;
