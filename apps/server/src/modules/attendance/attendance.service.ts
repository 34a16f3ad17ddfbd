import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_WINDOW,
  RELIABILITY_MIN,
  RELIABILITY_WINDOW,
  type AttendanceMark,
  type AttendanceSheet,
  type Reliability,
} from '@app/contract/attendance';
import { inZone } from '@app/contract/time-zones';
import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { PLAN_LIMITS } from '@app/contract/plans';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, validationError } from '../../lib/http-errors.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { UsersService } from '../users/users.service.js';
import { attendances } from './attendance.schema.js';
import { attendanceOf, exportedAttendance } from './attendance.view.js';
import type { CountingService } from './counting.service.js';

type Row = typeof attendances.$inferSelect;
type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

const endOf = (activity: ActivityRow) =>
  new Date(activity.startAt.getTime() + activity.durationMinutes * 60_000);

/** When an activity's attendance can be marked (decision 0027). */
export function attendanceWindow(activity: ActivityRow) {
  return {
    opensAt: new Date(activity.startAt.getTime() - ATTENDANCE_WINDOW.opensBeforeMs),
    closesAt: new Date(endOf(activity).getTime() + ATTENDANCE_WINDOW.closesAfterMs),
  };
}

/**
 * Attendance (decision 0027): the host's marks and the participants' word, and what follows
 * when they agree: the attendance is verified, once, and counted (points, coins, challenges)
 * as soon as its plan has ended (decision 0034: at once if it has, by the sweep if not).
 */
export function createAttendanceService(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'inAttendanceWindow' | 'viewsOf'>;
    matches: Pick<MatchesService, 'memberIds' | 'of' | 'activityIdsOf'>;
    users: Pick<UsersService, 'names'>;
    places: Pick<PlacesService, 'cities'>;
    /** What a verified attendance counts for, once its plan has ended (decision 0034). */
    counting: Pick<CountingService, 'count'>;
    /** A participant marked present is asked for their word, until they give it. */
    notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, matches, users, places, counting, notices, clock } = deps;

  function isOpen(activity: ActivityRow): boolean {
    // A plan cancelled for want of its minimum (issue 38) took place for nobody.
    if (activity.cancelledAt) return false;
    const { opensAt, closesAt } = attendanceWindow(activity);
    const now = nowMs(clock);
    return now >= opensAt.getTime() && now <= closesAt.getTime();
  }

  function mustBeOpen(activity: ActivityRow) {
    if (!isOpen(activity)) throw conflict(ATTENDANCE_MESSAGES.closed);
  }

  /**
   * Inside a transaction and its publisher's work: one side's word is stored (`set`), unless
   * the attendance is already verified (409). When it makes both sides agree, it is verified
   * here and only here; once committed, it is counted if its plan has ended.
   */
  async function speak(
    activity: ActivityRow,
    userId: number,
    set: Partial<Pick<Row, 'mark' | 'tookPlace' | 'markedAt' | 'confirmedAt'>>,
  ) {
    const at = clock?.() ?? new Date();
    const row = await publisher.afterCommit((emit) =>
      db.transaction(async (tx) => {
        // The upsert locks the row: a mark and a confirmation racing take turns, and the
        // second sees the first, so exactly one of them verifies.
        const [row] = await tx
          .insert(attendances)
          .values({ activityId: activity.id, userId, endsAt: endOf(activity), ...set })
          .onConflictDoUpdate({
            target: [attendances.activityId, attendances.userId],
            set: {
              ...set,
              verifiedAt: sql`case when coalesce(excluded.mark, ${attendances.mark}) = 'present'
                and coalesce(excluded.took_place, ${attendances.tookPlace}) then ${at.toISOString()}::timestamptz end`,
            },
            setWhere: sql`${attendances.verifiedAt} is null`,
          })
          .returning();
        if (!row) throw conflict(ATTENDANCE_MESSAGES.verified);
        // One prompt at most: a new mark or the participant's word settles the last one.
        const prompt = { userId, kind: 'attendance_marked' as const, activityId: activity.id };
        await notices.settleIn(tx, emit, prompt);
        if (set.mark === 'present' && row.tookPlace === null && !row.verifiedAt) {
          await notices.addIn(tx, emit, [{ ...prompt, actorId: activity.hostId }]);
        }
        return row;
      }),
    );
    // The word is stored: a count that fails now (a deadlock past its tries) is no failure of
    // the request, whose retry would meet a 409. The sweep finds the fact uncounted, counts it
    // and logs what keeps failing.
    if (row.verifiedAt) await counting.count(activity, userId).catch(() => false);
    return row;
  }

  return {
    /** The host's sheet (everyone matched, and anyone already marked) or a participant's own. */
    async sheet(actor: Actor, activity: ActivityRow): Promise<AttendanceSheet> {
      const host = actor.userId === activity.hostId;
      const rows = await db
        .select()
        .from(attendances)
        .where(
          and(
            eq(attendances.activityId, activity.id),
            host ? undefined : eq(attendances.userId, actor.userId),
          ),
        );
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      const ids = host
        ? [...new Set([...(await matches.memberIds(activity.id)), ...byUser.keys()])]
        : [actor.userId];
      const names = await users.names(ids);
      const { opensAt, closesAt } = attendanceWindow(activity);
      const zone = (await places.cities([activity.cityId])).get(activity.cityId)!.timezone;
      return {
        role: host ? 'host' : 'member',
        opens_at: inZone(opensAt, zone),
        closes_at: inZone(closesAt, zone),
        open: isOpen(activity),
        data: ids
          .flatMap((id) => attendanceOf(id, byUser.get(id), names))
          .sort((a, b) => a.user.firstname.localeCompare(b.user.firstname, 'es')),
      };
    },

    /** The host marks `userId`, who must hold a place (or have been marked before). */
    async mark(activity: ActivityRow, userId: number, mark: AttendanceMark) {
      mustBeOpen(activity);
      if (!(await matches.of(activity.id, userId))) {
        const [known] = await db
          .select({ userId: attendances.userId })
          .from(attendances)
          .where(and(eq(attendances.activityId, activity.id), eq(attendances.userId, userId)));
        if (!known) throw validationError({ userId: [ATTENDANCE_MESSAGES.notMatched] });
      }
      const row = await speak(activity, userId, { mark, markedAt: clock?.() ?? new Date() });
      return attendanceOf(userId, row, await users.names([userId]))[0]!;
    },

    /** A participant says whether the activity took place. */
    async confirm(actor: Actor, activity: ActivityRow, tookPlace: boolean) {
      mustBeOpen(activity);
      const row = await speak(activity, actor.userId, {
        tookPlace,
        confirmedAt: clock?.() ?? new Date(),
      });
      return attendanceOf(actor.userId, row, await users.names([actor.userId]))[0]!;
    },

    /**
     * A condition that the member `userId` (a column or SQL) is reliable: their reliability, as
     * `reliabilityOf` counts it, known (enough activities) and at least Move's threshold for
     * "solo anfitriones fiables" (decision 0029). Correlated, so it reads at most
     * RELIABILITY_WINDOW attendances of each row it is asked about, through (user, ends).
     */
    reliableSql(userId: SQL | Column): SQL {
      return sql`(select count(*) >= ${RELIABILITY_MIN} and count(latest.verified_at) * 100 >= ${PLAN_LIMITS.reliableHostPercent} * count(*)
        from (select mine.verified_at from ${attendances} as mine
          where mine.user_id = ${userId} and exists (
            select 1 from ${attendances} as held
            where held.activity_id = mine.activity_id and held.mark is not null)
          order by mine.ends_at desc limit ${RELIABILITY_WINDOW}) as latest)`;
    },

    /**
     * `userId`'s reliability as a participant: of the last 20 activities they were in that took
     * place (their host marked anybody), how many they were verified in.
     */
    async reliabilityOf(userId: number): Promise<Reliability> {
      const held = db
        .select({ id: sql`1` })
        .from(sql`${attendances} as held`)
        .where(sql`held.activity_id = ${attendances.activityId} and held.mark is not null`);
      const latest = db
        .select({ verifiedAt: attendances.verifiedAt })
        .from(attendances)
        .where(and(eq(attendances.userId, userId), sql`exists (${held})`))
        .orderBy(sql`${attendances.endsAt} desc`)
        .limit(RELIABILITY_WINDOW)
        .as('latest');
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          verified: sql<number>`count(${latest.verifiedAt})::int`,
        })
        .from(latest);
      const total = row?.total ?? 0;
      const verified = row?.verified ?? 0;
      return {
        verified,
        total,
        percent: total < RELIABILITY_MIN ? null : Math.round((100 * verified) / total),
      };
    },

    /**
     * What waits for `userId`'s word: the activities they host with somebody still unmarked,
     * and those they were in and have not confirmed, while their attendance is open.
     */
    async pending(userId: number) {
      const candidates = await activities.inAttendanceWindow(
        userId,
        matches.activityIdsOf(userId),
        ATTENDANCE_WINDOW.closesAfterMs,
      );
      if (candidates.length === 0) return [];
      const rows = await db
        .select()
        .from(attendances)
        .where(
          inArray(
            attendances.activityId,
            candidates.map((activity) => activity.id),
          ),
        );
      const waiting: { id: number; role: 'host' | 'member' }[] = [];
      for (const activity of candidates) {
        const here = rows.filter((row) => row.activityId === activity.id);
        if (activity.hostId === userId) {
          const marked = new Set(here.filter((row) => row.mark).map((row) => row.userId));
          const members = await matches.memberIds(activity.id);
          if (members.some((id) => !marked.has(id)))
            waiting.push({ id: activity.id, role: 'host' });
        } else if (!here.some((row) => row.userId === userId && row.tookPlace !== null)) {
          waiting.push({ id: activity.id, role: 'member' });
        }
      }
      const views = new Map(
        (await activities.viewsOf(waiting.map((item) => item.id))).map((view) => [view.id, view]),
      );
      return waiting.flatMap((item) => {
        const activity = views.get(item.id);
        return activity ? [{ activity, role: item.role }] : [];
      });
    },

    /** For the data export: `userId`'s attendances as a participant, by activity. */
    async exportFor(userId: number) {
      const rows = await db
        .select()
        .from(attendances)
        .where(eq(attendances.userId, userId))
        .orderBy(attendances.activityId);
      return rows.map(exportedAttendance);
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
