import { inZone, wallClockInZone } from '@app/contract/time-zones';

/** The staff area reads and writes challenge periods in Spain's peninsular time. */
export const STAFF_TIME_ZONE = 'Europe/Madrid';

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A date-time field's value (`YYYY-MM-DDTHH:MM`) as the instant it names in `timeZone`, in
 * ISO 8601 with that offset; '' when the field is not filled in whole.
 * @example toInstant('2026-12-01T00:00') // '2026-12-01T00:00:00+01:00'
 */
export function toInstant(wallClock: string, timeZone = STAFF_TIME_ZONE): string {
  return WALL_CLOCK.test(wallClock) ? wallClockInZone(wallClock, timeZone) : '';
}

/**
 * A moment as a date-time field's value in `timeZone`.
 * @example toWallClock(new Date('2026-07-01T17:30:00Z')) // '2026-07-01T19:30'
 */
export function toWallClock(date: Date, timeZone = STAFF_TIME_ZONE): string {
  return inZone(date, timeZone).slice(0, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new challenge's first period: from today at 00:00 to the same time four weeks later. */
export function defaultPeriod(now = new Date()): { starts_at: string; ends_at: string } {
  const today = `${toWallClock(now).slice(0, 10)}T00:00`;
  const later = toWallClock(new Date(Date.parse(toInstant(today)) + 28 * DAY_MS + DAY_MS / 2));
  return { starts_at: today, ends_at: `${later.slice(0, 10)}T00:00` };
}

const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: STAFF_TIME_ZONE,
});

/**
 * A moment in Spanish, in Madrid's time.
 * @example staffDateTime('2026-12-01T00:00:00+01:00') // '1 dic 2026, 0:00'
 */
export function staffDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: STAFF_TIME_ZONE,
});

/**
 * A day in Spanish, short, in Madrid's time.
 * @example staffDate('2026-11-27T10:00:00Z') // '27 nov 2026'
 */
export function staffDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** A period from one moment to another: '1 dic 2026, 0:00 – 1 ene 2027, 0:00'. */
export const periodText = (starts: string, ends: string) =>
  `${staffDateTime(starts)} – ${staffDateTime(ends)}`;
