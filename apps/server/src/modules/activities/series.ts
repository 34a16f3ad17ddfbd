import { MINIMUM_MESSAGES, type Activity } from '@app/contract/activities';
import {
  addDays,
  occurrenceStart,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  wallClockOf,
} from '@app/contract/series';
import { and, asc, eq, gt, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs } from '../../lib/clock.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { DAY_MS, type ActivitiesContext, type ActivityInput } from './activities.context.js';
import { activities, planSeries } from './activities.schema.js';
import type { ActivityRow } from './activities.view.js';
import { minimumAfter, movedStart } from './minimum.js';
import { templateAfter, templateOf } from './series-template.js';
import type { hosting } from './hosting.js';

type SeriesRow = typeof planSeries.$inferSelect;

/** The plan after `index` in a series, or null once it would fall after its last day. */
function followingStart(
  series: Pick<SeriesRow, 'anchorLocal' | 'anchorIndex' | 'everyWeeks' | 'timeZone' | 'until'>,
  index: number,
): Date | null {
  const start = occurrenceStart(series, index, series.timeZone);
  return wallClockOf(Date.parse(start), series.timeZone).slice(0, 10) > series.until
    ? null
    : new Date(start);
}

/** Plans of a series that ended by `at`, within the last week, their regulars not invited. */
const endedUnclaimed = (at: SQL) =>
  and(
    isNotNull(activities.seriesId),
    isNull(activities.regularsInvitedAt),
    isNull(activities.cancelledAt),
    sql`${activities.startAt} + ${activities.durationMinutes} * interval '1 minute' <= ${at}`,
    sql`${activities.startAt} > ${at} - interval '7 days'`,
  );

/**
 * A plan of a series as it can be made now: its minimum kept unless the form's rules refuse it
 * (its decision time already past), which would stop the series rather than the plan.
 */
function withFittingMinimum(input: ActivityInput, now: number): ActivityInput {
  try {
    minimumAfter(undefined, input, now);
    return input;
  } catch {
    return { ...input, min_participants: null, min_hours_before: undefined };
  }
}

/**
 * Series (issue 38, decision 0051): a plan repeated every week or two until a day. Each plan is
 * its own (chat, requests, attendance), made ahead from the series' template by the sweep;
 * an edit or a removal reaches one plan or it and the following ones.
 */
export function planSeriesUseCases(ctx: ActivitiesContext, hosted: ReturnType<typeof hosting>) {
  const { db, clock, check, insert, view, places, inGroupsOf, groups } = ctx;

  const zoneOf = async (cityId: number) => (await places.cities([cityId])).get(cityId)!.timezone;

  /** The 422s of «Repetir» and «Hasta»: the last day after the first plan, within a year. */
  function repeatOf(input: ActivityInput, zone: string) {
    if (input.repeat_weeks === undefined) {
      if (input.repeat_until !== undefined) {
        throw validationError({ repeat_weeks: [SERIES_MESSAGES.untilWithoutRepeat] });
      }
      return undefined;
    }
    if (input.repeat_until === undefined) {
      throw validationError({ repeat_until: [SERIES_MESSAGES.untilMissing] });
    }
    const firstLocal = wallClockOf(Date.parse(input.start_at), zone);
    if (input.repeat_until <= firstLocal.slice(0, 10)) {
      throw validationError({ repeat_until: [SERIES_MESSAGES.untilBefore] });
    }
    if (input.repeat_until > addDays(firstLocal, SERIES_LIMITS.untilWithinDays).slice(0, 10)) {
      throw validationError({ repeat_until: [SERIES_MESSAGES.untilFar] });
    }
    return { everyWeeks: input.repeat_weeks, until: input.repeat_until, firstLocal };
  }

  /** Whether the host of a group's series is still in the group (read through `tx`). */
  async function hostStillIn(tx: Db, series: SeriesRow): Promise<boolean> {
    const group = series.template.group;
    if (group === undefined || !groups) return true;
    const [row] = await tx
      .select({ one: sql`1` })
      .from(planSeries)
      .where(
        and(eq(planSeries.id, series.id), sql`${group}::int in (${groups.idsOf(series.hostId)})`),
      );
    return row !== undefined;
  }

  /**
   * Inside `tx`, with the series' row locked: makes its plans that start by `now` plus
   * SERIES_LIMITS.aheadDays, from its template, and moves it on. A plan whose time went by
   * while nothing swept is skipped, and one whose minimum would already be decided is made
   * without it. Answers the plans made.
   */
  async function extendOneIn(tx: Db, series: SeriesRow, now: number): Promise<ActivityRow[]> {
    const horizon = now + SERIES_LIMITS.aheadDays * DAY_MS;
    const made: ActivityRow[] = [];
    let index = series.nextIndex;
    let start = series.nextStartAt;
    // A group's series ends when its host is no longer in the group (decision 0026's door).
    if (start !== null && !(await hostStillIn(tx, series))) start = null;
    while (start !== null && start.getTime() <= horizon) {
      if (start.getTime() > now) {
        const input: ActivityInput = { ...series.template, start_at: start.toISOString() };
        made.push(
          await insert(tx, series.hostId, withFittingMinimum(input, now), {
            id: series.id,
            index,
          }),
        );
      }
      index += 1;
      start = followingStart(series, index);
    }
    await tx
      .update(planSeries)
      .set({ nextIndex: index, nextStartAt: start, updatedAt: new Date(now) })
      .where(eq(planSeries.id, series.id));
    return made;
  }

  return {
    /**
     * `POST /activity` with «Repetir»: the series and its first plans (those within
     * SERIES_LIMITS.aheadDays), in one transaction; answers the first.
     */
    async createSeries(hostId: number, input: ActivityInput): Promise<Activity> {
      await check(input, hostId);
      const zone = await zoneOf(input.city);
      const repeat = repeatOf(input, zone);
      if (!repeat) return hosted.create(hostId, input);
      const now = nowMs(clock);
      // The first plan's minimum, refused as the form's (a later one drops what is past).
      minimumAfter(undefined, input, now);
      const first = await db.transaction(async (tx) => {
        const values = {
          hostId,
          everyWeeks: repeat.everyWeeks,
          until: repeat.until,
          timeZone: zone,
          anchorIndex: 0,
          anchorLocal: repeat.firstLocal,
          template: templateOf(input),
          nextIndex: 1,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        };
        const [series] = await tx
          .insert(planSeries)
          .values({ ...values, nextStartAt: followingStart(values, 1) })
          .returning();
        // The first plan now, however far ahead; the next ones as their time nears.
        const row = await insert(tx, hostId, input, { id: series!.id, index: 0 });
        await extendOneIn(tx, series!, now);
        return row;
      });
      return view(first);
    },

    /**
     * Inside `tx`, one sweep (every node runs it): every series with a plan due within
     * SERIES_LIMITS.aheadDays gets it. Each series' row is locked in id order; a node that
     * waited reads it again and finds it moved on, and the unique (series, index) is the last
     * word. Answers the plans made, and the series that could not make theirs.
     */
    async extendSeriesIn(
      tx: Db,
      now: Date,
    ): Promise<{ made: ActivityRow[]; failed: Array<{ seriesId: number; error: unknown }> }> {
      const horizon = new Date(now.getTime() + SERIES_LIMITS.aheadDays * DAY_MS);
      const due = await tx
        .select()
        .from(planSeries)
        .where(
          and(
            isNotNull(planSeries.nextStartAt),
            sql`${planSeries.nextStartAt} <= ${horizon.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(planSeries.id))
        .limit(100)
        .for('update');
      // Each series in a savepoint: one that cannot make its plan (say, its city removed)
      // holds up no other; it is tried again at the next sweep, and reported.
      const made: ActivityRow[] = [];
      const failed: Array<{ seriesId: number; error: unknown }> = [];
      for (const series of due) {
        try {
          made.push(
            ...(await tx.transaction((inner) => extendOneIn(inner, series, now.getTime()))),
          );
        } catch (error) {
          failed.push({ seriesId: series.id, error });
        }
      }
      return { made, failed };
    },

    /**
     * «Este y los siguientes»: the form written to this plan and to the later ones of its
     * series that have not started (their starts moved as this one's, on the wall clock),
     * and kept by the series for the plans still to be made. One transaction: a refusal for
     * any of them (fewer places than people in it) changes none. Answers the plans changed,
     * this one first.
     */
    async updateFollowing(
      existing: ActivityRow,
      input: Partial<ActivityInput>,
    ): Promise<{ activity: Activity; changed: number[] }> {
      if (existing.seriesId === null || existing.seriesIndex === null) {
        throw validationError({ scope: [SERIES_MESSAGES.notInSeries] });
      }
      if (existing.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
      const seriesId = existing.seriesId;
      const fromIndex = existing.seriesIndex;
      await check(input);
      const newZone = input.city === undefined ? undefined : await zoneOf(input.city);
      const now = nowMs(clock);
      const rows = await db.transaction(async (tx) => {
        const [series] = await tx
          .select()
          .from(planSeries)
          .where(eq(planSeries.id, seriesId))
          .for('update');
        // This plan as it is now: cancelled or removed meanwhile, it is refused as alone.
        const [current] = await tx
          .select()
          .from(activities)
          .where(eq(activities.id, existing.id))
          .for('update');
        if (!current) throw notFound();
        if (current.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
        if (!series) return [await hosted.changeIn(tx, current, input)];
        const plans = await tx
          .select()
          .from(activities)
          .where(
            and(
              eq(activities.seriesId, seriesId),
              gt(activities.seriesIndex, fromIndex),
              isNull(activities.cancelledAt),
              sql`${activities.startAt} > ${new Date(now).toISOString()}::timestamptz`,
            ),
          )
          .orderBy(asc(activities.seriesIndex))
          .for('update');
        const zone = newZone ?? series.timeZone;
        // The following starts move only when this one's does (a form sends the start as it
        // was): each then starts at this one's wall clock moved by whole weeks.
        const sent = input.start_at === undefined ? undefined : Date.parse(input.start_at);
        const moves = sent !== undefined && movedStart(current.startAt, sent);
        // The plans still to be made keep this one's wall clock, in its (new) zone.
        const anchor =
          moves || zone !== series.timeZone
            ? {
                anchorIndex: fromIndex,
                anchorLocal: wallClockOf(sent ?? current.startAt.getTime(), zone),
              }
            : { anchorIndex: series.anchorIndex, anchorLocal: series.anchorLocal };
        const moved = { ...series, ...anchor, timeZone: zone };
        const { start_at: _start, ...rest } = input;
        const changed = [await hosted.changeIn(tx, current, input)];
        for (const plan of plans) {
          const start =
            moves && plan.seriesIndex !== null
              ? occurrenceStart(moved, plan.seriesIndex, zone)
              : undefined;
          changed.push(
            await hosted.changeIn(tx, plan, {
              ...rest,
              ...(start !== undefined && { start_at: start }),
            }),
          );
        }
        await tx
          .update(planSeries)
          .set({
            ...anchor,
            timeZone: zone,
            template: templateAfter(series.template, rest),
            nextStartAt:
              series.nextStartAt === null ? null : followingStart(moved, series.nextIndex),
            updatedAt: new Date(now),
          })
          .where(eq(planSeries.id, seriesId));
        return changed;
      });
      return { activity: await view(rows[0]!), changed: rows.map((row) => row.id) };
    },

    /**
     * «Este y los siguientes», removed: this plan and the later ones of its series that have
     * not started, and the series ends the day before this one (no plan is made after).
     */
    async removeFollowing(existing: ActivityRow): Promise<void> {
      if (existing.seriesId === null || existing.seriesIndex === null) {
        throw validationError({ scope: [SERIES_MESSAGES.notInSeries] });
      }
      const seriesId = existing.seriesId;
      const fromIndex = existing.seriesIndex;
      const now = new Date(nowMs(clock));
      await db.transaction(async (tx) => {
        const [series] = await tx
          .select()
          .from(planSeries)
          .where(eq(planSeries.id, seriesId))
          .for('update');
        await tx
          .delete(activities)
          .where(
            and(
              eq(activities.seriesId, seriesId),
              gte(activities.seriesIndex, fromIndex),
              or(
                eq(activities.id, existing.id),
                sql`${activities.startAt} > ${now.toISOString()}::timestamptz`,
              ),
            ),
          );
        if (!series) return;
        const [left] = await tx
          .select({ id: activities.id })
          .from(activities)
          .where(eq(activities.seriesId, seriesId))
          .limit(1);
        if (!left) {
          await tx.delete(planSeries).where(eq(planSeries.id, seriesId));
          return;
        }
        const dayBefore = addDays(wallClockOf(existing.startAt.getTime(), series.timeZone), -1);
        await tx
          .update(planSeries)
          .set({
            until: series.until < dayBefore.slice(0, 10) ? series.until : dayBefore.slice(0, 10),
            nextStartAt: null,
            updatedAt: now,
          })
          .where(eq(planSeries.id, seriesId));
      });
    },

    /**
     * Inside `tx`: which of `userIds` may see `plan` (a group's plan is for its members,
     * decision 0026), read through `tx` as the sweep's claim holds the connection.
     */
    async seeingPlanIn(
      tx: Db,
      plan: Pick<ActivityRow, 'id' | 'groupId'>,
      userIds: readonly number[],
    ): Promise<number[]> {
      if (plan.groupId === null) return [...userIds];
      const seeing: number[] = [];
      for (const userId of userIds) {
        const [row] = await tx
          .select({ one: sql`1` })
          .from(activities)
          .where(and(eq(activities.id, plan.id), inGroupsOf(userId)));
        if (row) seeing.push(userId);
      }
      return seeing;
    },

    /**
     * The plans of a series that ended by `now` (within the last week) whose people have not
     * been invited to the next one yet: what the regulars' sweep then claims one by one.
     */
    async endedInSeries(now: Date): Promise<Array<Pick<ActivityRow, 'id' | 'hostId'>>> {
      const at = sql`${now.toISOString()}::timestamptz`;
      return db
        .select({ id: activities.id, hostId: activities.hostId })
        .from(activities)
        .where(endedUnclaimed(at))
        .orderBy(asc(activities.id))
        .limit(500);
    },

    /**
     * Inside `tx`: claims the ended plan `id` for its regulars' invitations, once (a guarded
     * UPDATE: a node that comes second finds it stamped), answering it with its series' next
     * plan to come, not cancelled, if there is one; undefined when already claimed.
     */
    async claimEndedIn(
      tx: Db,
      id: number,
      now: Date,
    ): Promise<{ ended: ActivityRow; next: ActivityRow | undefined } | undefined> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const [ended] = await tx
        .update(activities)
        .set({ regularsInvitedAt: now })
        .where(and(eq(activities.id, id), endedUnclaimed(at)))
        .returning();
      if (!ended) return undefined;
      const [next] = await tx
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.seriesId, ended.seriesId!),
            isNull(activities.cancelledAt),
            sql`${activities.startAt} > ${at}`,
          ),
        )
        .orderBy(asc(activities.startAt))
        .limit(1);
      return { ended, next };
    },
  };
}
