import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { PointsService } from '../points/points.service.js';
import { attendances } from './attendance.schema.js';
import { pairCountsIn, recordPairFactIn } from './pair-rule.js';

type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

/** Verified attendances counted by one pass of the sweep, at most, a batch at a time. */
const SWEEP_BATCH = 100;
const SWEEP_BATCHES = 20;
/** Tries of a count that PostgreSQL chose as a deadlock's victim, before it is left to the sweep. */
const DEADLOCK_TRIES = 3;

const endOf = (activity: ActivityRow) =>
  new Date(activity.startAt.getTime() + activity.durationMinutes * 60_000);

const isDeadlock = (error: unknown): boolean => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '40P01') return true;
  }
  return false;
};

/** Where a sweep's batch ended, in the order facts are swept (their plan's end, then ids). */
type SweepCursor = { endsAt: Date; activityId: number; userId: number };

/**
 * The one definition of a fact that counts (decision 0034), for points, coins and challenges
 * alike: a verified attendance, once its plan has ended, counted once (the statement that sets
 * `counted_at` claims it); the pair rule (`pair-rule.ts`) and the day's three activities
 * (`points.awardIn`) decide whether it is worth anything, and only what counted for a
 * member's points gives their coins and moves their challenges: they react to the event
 * `points.counted`, in the same transaction.
 * A participant's attendance is their fact; the host's is hosting the activity, once, on the
 * first of its attendances that counts.
 *
 * An attendance verified after its plan ended is counted at once; one verified before (the
 * marks open half an hour before the start) is counted by the sweep, within a minute of the
 * end, and told live like any other.
 */
export function createCountingService(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'rowsOf' | 'endedBy'>;
    points: Pick<PointsService, 'factOf' | 'awardIn' | 'heldIn'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, points, clock } = deps;

  /** One try at counting `userId`'s verified attendance of `activity`; false if not (yet). */
  async function countOnce(activity: ActivityRow, userId: number): Promise<boolean> {
    const at = new Date(nowMs(clock));
    const endsAt = endOf(activity);
    if (endsAt > at) return false;
    const event = activity.sponsorId !== null;
    // Read before the transaction, which holds PGlite's one connection.
    const fact = await points.factOf(activity);
    return publisher.afterCommit((emit) =>
      db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(attendances)
          // The end as the plan stands now (its host may have changed it since the words).
          .set({ countedAt: at, endsAt })
          .where(
            and(
              eq(attendances.activityId, activity.id),
              eq(attendances.userId, userId),
              isNotNull(attendances.verifiedAt),
              isNull(attendances.countedAt),
              activities.endedBy(attendances.activityId, at),
            ),
          )
          .returning({ userId: attendances.userId });
        if (!claimed) return false;
        // An event's host is staff for a brand: their word is not a member's, and hosting it
        // is their job, not a fact (decision 0028).
        const shared = { hostId: activity.hostId, userId, activityId: activity.id, endsAt };
        const paired = event || (await pairCountsIn(tx, shared));
        if (!paired) {
          await points.heldIn(tx, userId, 'attendance', fact);
          return true;
        }
        const awards = [
          { userId, kind: 'attendance' as const, activity },
          ...(event ? [] : [{ userId: activity.hostId, kind: 'hosting' as const, activity }]),
        ];
        // Each member's rows (their day, boards, and what follows a fact that counted: their
        // balance and challenges) in id order: two facts of the same two people counted at
        // once lock them in the same order.
        awards.sort((a, b) => a.userId - b.userId);
        let counted = false;
        for (const award of awards) {
          counted = (await points.awardIn(tx, emit, award, fact)) === 'counted' || counted;
        }
        if (counted && !event) await recordPairFactIn(tx, shared);
        return true;
      }),
    );
  }

  /**
   * Counts `userId`'s verified attendance of `activity` if its plan has ended and it was not
   * counted yet; true when this call counted it. A count PostgreSQL picked as a deadlock's
   * victim is tried again (and else left to the sweep, which finds it uncounted).
   */
  async function count(activity: ActivityRow, userId: number): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await countOnce(activity, userId);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_TRIES) throw error;
      }
    }
  }

  /**
   * One batch of the sweep: verified attendances whose plan has ended, not counted yet. Says
   * how many it found and how many of them it counted (others may have been first).
   */
  async function sweepBatch(after: SweepCursor | undefined): Promise<{
    found: number;
    counted: number;
    failures: unknown[];
    last: SweepCursor | undefined;
  }> {
    const at = new Date(nowMs(clock));
    const due = await db
      .select({
        activityId: attendances.activityId,
        userId: attendances.userId,
        endsAt: attendances.endsAt,
      })
      .from(attendances)
      .where(
        and(
          isNotNull(attendances.verifiedAt),
          isNull(attendances.countedAt),
          activities.endedBy(attendances.activityId, at),
          // Past the last batch in key order: a fact that keeps failing holds up no other.
          after &&
            sql`(${attendances.endsAt}, ${attendances.activityId}, ${attendances.userId}) > (${after.endsAt.toISOString()}::timestamptz, ${after.activityId}, ${after.userId})`,
        ),
      )
      .orderBy(attendances.endsAt, attendances.activityId, attendances.userId)
      .limit(SWEEP_BATCH);
    const rows = new Map(
      (await activities.rowsOf(due.map((row) => row.activityId))).map((row) => [row.id, row]),
    );
    // One fact failing (its own transaction rolled back) does not hold up the others; the
    // failures are thrown after the sweep, for the caller's log, and tried again next time.
    const failures: unknown[] = [];
    let counted = 0;
    for (const { activityId, userId } of due) {
      const activity = rows.get(activityId);
      if (!activity) continue;
      await count(activity, userId).then(
        (done) => (counted += done ? 1 : 0),
        (error: unknown) => failures.push(error),
      );
    }
    return { found: due.length, counted, failures, last: due.at(-1) };
  }

  return {
    count,

    /**
     * Counts the verified attendances whose plan has ended since they were verified (run every
     * minute by the app, on every node: the claim makes a fact count once). Answers how many
     * this call counted.
     */
    async sweep(): Promise<number> {
      let total = 0;
      let after: SweepCursor | undefined;
      const failures: unknown[] = [];
      for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
        const done = await sweepBatch(after);
        total += done.counted;
        failures.push(...done.failures);
        after = done.last;
        if (done.found < SWEEP_BATCH) break;
      }
      if (failures.length > 0) {
        throw new AggregateError(failures, `${failures.length} facts could not be counted`);
      }
      return total;
    },
  };
}

export type CountingService = ReturnType<typeof createCountingService>;
