import { MINIMUM_MESSAGES, type Activity } from '@app/contract/activities';
import {
  addDays,
  occurrenceStart,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  wallClockOf,
} from '@app/contract/series';
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs } from '../../lib/clock.js';
import { conflict, validationError } from '../../lib/http-errors.js';
import { DAY_MS, type ActivitiesContext, type ActivityInput } from './activities.context.js';
import { activities, planSeries } from './activities.schema.js';
import type { ActivityRow } from './activities.view.js';
import { minimumAfter } from './minimum.js';
import { templateOf } from './series-template.js';
import type { hosting } from './hosting.js';

type SeriesRow = typeof planSeries.$inferSelect;

/** A PostgreSQL unique violation (23505), as the driver or PGlite reports it. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));

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
        const hours = input.min_hours_before ?? 24;
        const decidedBy = start.getTime() - hours * 3_600_000;
        const fitting =
          input.min_participants != null && decidedBy <= now
            ? { ...input, min_participants: null, min_hours_before: undefined }
            : input;
        made.push(await insert(tx, series.hostId, fitting, { id: series.id, index }));
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
     * word. Answers the plans made.
     */
    async extendSeriesIn(tx: Db, now: Date): Promise<ActivityRow[]> {
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
      const made: ActivityRow[] = [];
      for (const series of due) made.push(...(await extendOneIn(tx, series, now.getTime())));
      return made;
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
      try {
        const rows = await db.transaction(async (tx) => {
          const [series] = await tx
            .select()
            .from(planSeries)
            .where(eq(planSeries.id, seriesId))
            .for('update');
          const plans = await tx
            .select()
            .from(activities)
            .where(
              and(
                eq(activities.seriesId, seriesId),
                gte(activities.seriesIndex, fromIndex),
                isNull(activities.cancelledAt),
                or(
                  eq(activities.id, existing.id),
                  sql`${activities.startAt} > ${new Date(now).toISOString()}::timestamptz`,
                ),
              ),
            )
            .orderBy(asc(activities.seriesIndex))
            .for('update');
          if (!series) return [await hosted.changeIn(tx, existing, input)];
          const zone = newZone ?? series.timeZone;
          // The starts move when this one's does (or the city's zone changes): the wall clock
          // of each is this one's moved by whole weeks.
          const moves = input.start_at !== undefined || zone !== series.timeZone;
          const anchor = moves
            ? {
                anchorIndex: fromIndex,
                anchorLocal: wallClockOf(
                  input.start_at !== undefined
                    ? Date.parse(input.start_at)
                    : existing.startAt.getTime(),
                  input.start_at !== undefined ? zone : series.timeZone,
                ),
              }
            : { anchorIndex: series.anchorIndex, anchorLocal: series.anchorLocal };
          const moved = { ...series, ...anchor, timeZone: zone };
          const changed: ActivityRow[] = [];
          for (const plan of plans) {
            const start =
              moves && plan.seriesIndex !== null
                ? occurrenceStart(moved, plan.seriesIndex, zone)
                : undefined;
            changed.push(
              await hosted.changeIn(tx, plan, {
                ...input,
                ...(start !== undefined && { start_at: start }),
              }),
            );
          }
          const { start_at: _start, ...kept } = input;
          await tx
            .update(planSeries)
            .set({
              ...anchor,
              timeZone: zone,
              template: { ...series.template, ...kept },
              nextStartAt:
                series.nextStartAt === null ? null : followingStart(moved, series.nextIndex),
              updatedAt: new Date(now),
            })
            .where(eq(planSeries.id, seriesId));
          return changed;
        });
        const first = rows.find((row) => row.id === existing.id) ?? rows[0]!;
        return { activity: await view(first), changed: rows.map((row) => row.id) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SERIES_MESSAGES.taken);
        throw error;
      }
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
     * Inside `tx`: the plans of a series that ended by `now` (within the last week) whose
     * people have not been invited to the next one yet, claimed once (locked in id order, then
     * stamped), each with the series' next plan to come, not cancelled, when there is one.
     */
    async claimEndedInSeriesIn(
      tx: Db,
      now: Date,
    ): Promise<Array<{ ended: ActivityRow; next: ActivityRow | undefined }>> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const due = and(
        isNotNull(activities.seriesId),
        isNull(activities.regularsInvitedAt),
        isNull(activities.cancelledAt),
        sql`${activities.startAt} + ${activities.durationMinutes} * interval '1 minute' <= ${at}`,
        sql`${activities.startAt} > ${at} - interval '7 days'`,
      );
      const locked = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(due)
        .orderBy(asc(activities.id))
        .limit(500)
        .for('update');
      if (locked.length === 0) return [];
      const ended = await tx
        .update(activities)
        .set({ regularsInvitedAt: now })
        .where(
          and(
            due,
            inArray(
              activities.id,
              locked.map((row) => row.id),
            ),
          ),
        )
        .returning();
      const claimed = [];
      for (const plan of ended) {
        const [next] = await tx
          .select()
          .from(activities)
          .where(
            and(
              eq(activities.seriesId, plan.seriesId!),
              isNull(activities.cancelledAt),
              sql`${activities.startAt} > ${at}`,
            ),
          )
          .orderBy(asc(activities.startAt))
          .limit(1);
        claimed.push({ ended: plan, next });
      }
      return claimed;
    },
  };
}
