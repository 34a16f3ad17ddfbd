import { MINIMUM_MESSAGES, type Activity } from '@app/contract/activities';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/http-errors.js';
import { nowMs } from '../../lib/clock.js';
import { toMinutes } from '../../lib/time-zones.js';
import { activities } from './activities.schema.js';
import { type ActivityRow } from './activities.view.js';
import { minimumAfter, movedStart } from './minimum.js';
import { type ActivitiesContext, type ActivityInput } from './activities.context.js';

/** Hosting: a plan (or a sponsor's event) made, changed, removed, or ended early in development. */
export function hosting(ctx: ActivitiesContext) {
  const { db, deps, clock, check, insert, view } = ctx;

  /**
   * Inside `executor`, writes a form already checked (`check`) to a plan: 409 for a cancelled
   * one and for fewer places than people in it; the minimum's 422s (minimum.ts).
   */
  async function changeIn(
    executor: Db,
    existing: ActivityRow,
    input: Partial<ActivityInput>,
  ): Promise<ActivityRow> {
    if (existing.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
    const minimum = minimumAfter(existing, input, nowMs(clock));
    if (input.participants !== undefined && input.participants < existing.matchedCount) {
      throw conflict('Ya hay más personas unidas que las plazas que quieres dejar.');
    }
    const [row] = await executor
      .update(activities)
      .set({
        ...(input.type !== undefined && { typeOptionId: input.type }),
        ...(input.discipline !== undefined && { disciplineOptionId: input.discipline }),
        ...(input.level !== undefined && { levelOptionId: input.level }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.start_at !== undefined && { startAt: new Date(input.start_at) }),
        ...(input.duration !== undefined && { durationMinutes: toMinutes(input.duration) }),
        ...(input.participants !== undefined && { participants: input.participants }),
        ...(input.public_place !== undefined && { publicPlace: input.public_place }),
        ...minimum,
        // A minimum set or moved is decided again, at its new time (still ahead: checked).
        ...((minimum.minParticipants !== existing.minParticipants ||
          minimum.minHoursBefore !== existing.minHoursBefore ||
          (input.start_at !== undefined &&
            movedStart(existing.startAt, Date.parse(input.start_at)))) && {
          minimumDecidedAt: null,
        }),
        ...(input.city !== undefined && { cityId: input.city }),
        ...(input.location !== undefined && {
          lat: input.location.lat,
          lon: input.location.lon,
          address: input.location.address ?? null,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(activities.id, existing.id))
      .returning();
    return row!;
  }

  return {
    changeIn,

    async create(hostId: number, input: ActivityInput): Promise<Activity> {
      await check(input, hostId);
      return view(await insert(db, hostId, input));
    },

    /**
     * An event (issue 21): a plan in a sponsor's name, for everyone (never a group's), hosted
     * on record by the staff member who makes it.
     */
    async createEvent(
      hostId: number,
      input: Omit<ActivityInput, 'group'> & { sponsor: number },
    ): Promise<Activity> {
      await check(input);
      await deps.sponsors?.mustExist(input.sponsor, 'sponsor');
      return view(await insert(db, hostId, input));
    },

    /**
     * Hosts an activity inside `tx` (a wish becoming one, say), its form already checked:
     * answers the row; its view is for after the commit (`viewsOf`).
     */
    insertIn: (tx: Db, hostId: number, input: ActivityInput) => insert(tx, hostId, input),

    /** Changes an activity the caller was authorised to change (activity.policy canUpdate). */
    async update(existing: ActivityRow, input: Partial<ActivityInput>): Promise<Activity> {
      if (existing.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
      await check(input);
      return view(await changeIn(db, existing, input));
    },

    /**
     * Inside `tx`: decides every minimum whose time has come (issue 38), once: the plan is
     * kept if enough people have a place then, cancelled if not; answers those cancelled. One
     * guarded UPDATE: a place taken at the same moment holds the row's lock, and the condition
     * is read again once it is released, so a plan that reached its minimum is never
     * cancelled; a node sweeping at the same time finds it decided already. Someone leaving
     * after the decision does not undo it.
     */
    async decideMinimumsIn(tx: Db, now: Date): Promise<ActivityRow[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const due = and(
        isNotNull(activities.minParticipants),
        isNull(activities.minimumDecidedAt),
        isNull(activities.cancelledAt),
        sql`${activities.startAt} > ${at}`,
        sql`${activities.startAt} - ${activities.minHoursBefore} * interval '1 hour' <= ${at}`,
      );
      // Locked in id order first, as the reminders hold them: two sweeps never deadlock.
      const locked = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(due)
        .orderBy(asc(activities.id))
        .for('update');
      if (locked.length === 0) return [];
      const decided = await tx
        .update(activities)
        .set({
          minimumDecidedAt: now,
          cancelledAt: sql`case when ${activities.matchedCount} < ${activities.minParticipants} then ${at} else null end`,
          // A calendar replaces its copy of a cancelled plan when its SEQUENCE (its last
          // change) grows; a plan kept has not changed.
          updatedAt: sql`case when ${activities.matchedCount} < ${activities.minParticipants} then ${at} else ${activities.updatedAt} end`,
        })
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
      return decided.filter((row) => row.cancelledAt !== null);
    },

    async remove(existing: ActivityRow): Promise<void> {
      await db.delete(activities).where(eq(activities.id, existing.id));
    },

    /**
     * Outside production only (the `_dev` route): moves an activity back so that it ends now,
     * its duration kept, as time passing would. Answers the row, or undefined.
     */
    async endNow(activityId: number): Promise<ActivityRow | undefined> {
      const [row] = await db
        .update(activities)
        .set({
          startAt: sql`${new Date(nowMs(clock)).toISOString()}::timestamptz - ${activities.durationMinutes} * interval '1 minute'`,
        })
        .where(eq(activities.id, activityId))
        .returning();
      return row;
    },
  };
}
