import { MINIMUM_MESSAGES } from '@app/contract/activities';
import { validationError } from '../../lib/http-errors.js';

const HOUR_MS = 3_600_000;

/** What a plan's form may say of its minimum (null clears it). */
export type MinimumInput = {
  participants?: number | undefined;
  start_at?: string | undefined;
  min_participants?: number | null | undefined;
  min_hours_before?: number | undefined;
};

/** A plan's minimum as stored: both set, or both null. */
export type StoredMinimum = { minParticipants: number | null; minHoursBefore: number | null };

/**
 * Whether a form moved a start: by a minute or more, since a form writes the wall clock to the
 * minute and the plan may keep seconds.
 */
export const movedStart = (stored: Date, sent: number) =>
  Math.abs(sent - stored.getTime()) >= 60_000;

/** Hours before the start a minimum is decided when the host does not say. */
export const DEFAULT_MINIMUM_HOURS = 24;

/**
 * The minimum a plan keeps after this form (issue 38), or the form's 422: the minimum is at
 * most the places; it is decided some hours before the start (24 unless said), a time that
 * must still be ahead when the form sets or moves it. `existing` is the plan as stored (none
 * when it is made).
 * @example minimumAfter(undefined, { participants: 8, start_at, min_participants: 4 }, now)
 *   // { minParticipants: 4, minHoursBefore: 24 }
 */
export function minimumAfter(
  existing: (StoredMinimum & { participants: number; startAt: Date }) | undefined,
  input: MinimumInput,
  now: number,
): StoredMinimum {
  const participants = input.participants ?? existing?.participants ?? 0;
  const minimum =
    input.min_participants !== undefined
      ? input.min_participants
      : (existing?.minParticipants ?? null);
  if (minimum === null) {
    if (input.min_hours_before !== undefined && input.min_participants === null) {
      throw validationError({ min_hours_before: [MINIMUM_MESSAGES.hoursWithoutMinimum] });
    }
    if (input.min_hours_before !== undefined && existing?.minParticipants == null) {
      throw validationError({ min_hours_before: [MINIMUM_MESSAGES.hoursWithoutMinimum] });
    }
    return { minParticipants: null, minHoursBefore: null };
  }
  if (minimum > participants) {
    throw validationError({ min_participants: [MINIMUM_MESSAGES.aboveParticipants] });
  }
  const hours = input.min_hours_before ?? existing?.minHoursBefore ?? DEFAULT_MINIMUM_HOURS;
  const start =
    input.start_at !== undefined ? Date.parse(input.start_at) : existing!.startAt.getTime();
  // Only a change counts: a form sends its fields as they were, decided or not.
  const touched =
    !existing ||
    minimum !== existing.minParticipants ||
    hours !== existing.minHoursBefore ||
    movedStart(existing.startAt, start);
  if (touched && start - hours * HOUR_MS <= now) {
    throw validationError({ min_hours_before: [MINIMUM_MESSAGES.past] });
  }
  return { minParticipants: minimum, minHoursBefore: hours };
}
