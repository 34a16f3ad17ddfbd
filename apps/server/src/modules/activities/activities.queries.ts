import { type Activity } from '@app/contract/activities';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  isNotNull,
  count,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import { nowMs } from '../../lib/clock.js';
import { inPages } from '../../lib/pages.js';
import { inZone } from '../../lib/time-zones.js';
import { activities } from './activities.schema.js';
import { activityViews, type ActivityRow } from './activities.view.js';
import { type ActivitiesContext, type ActivitySummary } from './activities.context.js';

/**
 * Reading plans: one by id, as the contract shows them, a group's, events, and what other
 * modules ask (summaries, rows, who hosted what, ended plans, the attendance window).
 */
export function activityQueries(ctx: ActivitiesContext) {
  const { db, deps, blocks, clock, check, seesGroupPlan, get, view } = ctx;
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
        .where(
          and(
            eq(activities.groupId, groupId),
            gt(activities.startAt, new Date()),
            isNull(activities.cancelledAt),
          ),
        )
        .orderBy(asc(activities.startAt), asc(activities.id))
        .limit(100);
      return activityViews(deps, rows);
    },

    /** Events still to start, the soonest first (a blocked pair's hidden as everywhere). */
    async events(userId: number, limit: number, offset: number) {
      const where = and(
        isNotNull(activities.sponsorId),
        isNull(activities.groupId),
        gt(activities.startAt, new Date(nowMs(clock))),
        isNull(activities.cancelledAt),
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

    /**
     * What a member's calendar holds (issue 38): the plans `userId` hosts or has a place in
     * that end after `since`, the soonest first, at most `limit`; each with its row (for its
     * exact place and when it last changed) and its view.
     */
    async calendarOf(
      userId: number,
      since: Date,
      limit: number,
    ): Promise<Array<{ row: ActivityRow; view: Activity }>> {
      const rows = await db
        .select()
        .from(activities)
        .where(
          and(
            or(
              eq(activities.hostId, userId),
              inArray(activities.id, deps.matches.activityIdsOf(userId)),
            ),
            sql`${activities.startAt} + ${activities.durationMinutes} * interval '1 minute' > ${since.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(activities.startAt), asc(activities.id))
        .limit(limit);
      const views = await activityViews(deps, rows);
      return rows.map((row, index) => ({ row, view: views[index]! }));
    },

    /** These activities as the API shows them, in the order of `ids` (unknown ids left out). */
    async viewsOf(ids: number[]): Promise<Activity[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(activities).where(inArray(activities.id, ids));
      const byId = new Map((await activityViews(deps, rows)).map((view) => [view.id, view]));
      return ids.flatMap((id) => byId.get(id) ?? []);
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
            isNull(activities.cancelledAt),
          ),
        )
        .orderBy(desc(activities.startAt))
        .limit(50);
    },

    /**
     * The activities starting after `from` and by `to`, the soonest first, cancelled ones left
     * out (reminders).
     */
    async startingBetween(from: Date, to: Date, limit: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activities)
        .where(
          and(
            gt(activities.startAt, from),
            lte(activities.startAt, to),
            isNull(activities.cancelledAt),
          ),
        )
        .orderBy(asc(activities.startAt), asc(activities.id))
        .limit(limit);
    },

    /**
     * Inside `tx`: these activities, not cancelled, held against a change (FOR SHARE, in id
     * order) until `tx` ends: a cancellation or an edit waits for what `tx` sends of them.
     */
    async holdIn(tx: Db, ids: readonly number[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(activities)
        .where(and(inArray(activities.id, [...ids]), isNull(activities.cancelledAt)))
        .orderBy(asc(activities.id))
        .for('share');
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
  };
}
