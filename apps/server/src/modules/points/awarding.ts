import { POINTS, POINTS_ACTIVITIES_PER_DAY, type PointKind } from '@app/contract/ranking';
import { inZone } from '@app/contract/time-zones';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Emit } from '../../lib/publisher.js';
import { pointDays, pointEntries, rankingLevels, rankingScores } from './points.schema.js';
import type { PointsCounted } from './points-counted.js';
import { monthName } from './points.view.js';
import { ALL, type Board, type PointsContext } from './points.context.js';

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

/**
 * Awarding points: a fact placed in its day and month, its points given once inside the
 * transaction that counts it (within the day's three), or held by the pair rule; each board's
 * score and histogram moved, and whoever was overtaken told.
 */
export function awarding(ctx: PointsContext) {
  const { clock, blocks, events, now, zoneOf, aheadOf, positionIn, onBoard } = ctx;

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
     * there). A fact that counted is the event `points.counted`, in the same transaction: coins
     * and challenges follow it alone (decisions 0028 and 0034).
     */
    async awardIn(
      tx: Db,
      emit: Emit,
      award: Omit<PointsCounted, 'emit'>,
      fact: PointFact,
    ): Promise<'counted' | 'capped' | 'repeat'> {
      const { userId, kind } = award;
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
      await events.emitIn(tx, 'points.counted', { ...award, emit });
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
  };
}
