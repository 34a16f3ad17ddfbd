import { WISH_LIMITS, type WishWindow } from '@app/contract/wishes';
import { inZone, wallClockInZone } from '@app/contract/time-zones';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD` `days` after the calendar date `date`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Midnight at the start of `date` on the clock of `timeZone`. */
const midnight = (date: string, timeZone: string) =>
  new Date(wallClockInZone(`${date}T00:00`, timeZone));

/**
 * When a wish made at `now` in a city of `timeZone` ends (decision 0021): `now` in 3 hours,
 * `today` at midnight, `tomorrow` at the midnight after, `weekend` when Sunday ends (this
 * Sunday on a Saturday or Sunday); never more than 48 hours after it was made.
 */
export function wishExpiry(window: WishWindow, now: Date, timeZone: string): Date {
  const today = inZone(now, timeZone).slice(0, 10);
  // ISO weekday of the local date: 1 Monday … 7 Sunday.
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay() || 7;
  const end =
    window === 'now'
      ? new Date(now.getTime() + WISH_LIMITS.nowHours * HOUR_MS)
      : window === 'today'
        ? midnight(addDays(today, 1), timeZone)
        : window === 'tomorrow'
          ? midnight(addDays(today, 2), timeZone)
          : midnight(addDays(today, 8 - weekday), timeZone);
  return new Date(Math.min(end.getTime(), now.getTime() + WISH_LIMITS.maxHours * HOUR_MS));
}
