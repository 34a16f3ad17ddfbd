import { wallClockInZone } from '@app/contract/time-zones';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// One formatter per zone: building one costs far more than using it, and the plan asks
// thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall clock in a city: "2026-07-01T19:30". */
function wallClock(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The wall-clock hour of an instant in a city (0–23). */
export const hourIn = (instant: Date, timeZone: string): number =>
  Number(wallClock(instant, timeZone).slice(11, 13));

/** The city's calendar date of an instant, YYYY-MM-DD. */
export const dateIn = (instant: Date, timeZone: string): string =>
  wallClock(instant, timeZone).slice(0, 10);

/** A calendar date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant a wall-clock time names in a city; `hour` past 23 is the next day's. */
export function atLocal(date: string, hour: number, minute: number, timeZone: string): Date {
  const day = addDays(date, Math.floor(hour / 24));
  const wall = `${day}T${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return new Date(wallClockInZone(wall, timeZone));
}

/** "19:30": an instant's wall-clock time in a city. */
export const clockTimeIn = (instant: Date, timeZone: string): string =>
  wallClock(instant, timeZone).slice(11, 16);

/** Whether a wall-clock hour falls in one of the [from, to) ranges (past 24: after midnight). */
export const hourFits = (hour: number, ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.some(([from, to]) => (hour >= from && hour < to) || (hour + 24 >= from && hour + 24 < to));
