/** Time zones without a library: what Intl knows, turned into ISO 8601 with offsets. */

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using
 * one, and a list of activities formats every start (a quarter of the list route's time went
 * here). An unknown zone still throws, on first use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A wall clock's fields, as numbers: month 1–12, hour 0–23. */
export type ZoneParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/**
 * The wall clock of `timeZone` at an instant (milliseconds), field by field.
 * @example zoneParts(Date.UTC(2026, 0, 15, 17), 'Europe/Madrid').hour // 18
 */
export function zoneParts(instant: number, timeZone: string): ZoneParts {
  const offset = quarterOffset(instant, timeZone);
  if (offset === undefined) return formattedParts(instant, timeZone);
  const local = new Date(instant + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The wall clock as Intl formats it: exact, and some microseconds a call. */
function formattedParts(instant: number, timeZone: string): ZoneParts {
  const parts = {} as ZoneParts;
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type as keyof ZoneParts] = Number(part.value);
  }
  return parts;
}

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Offsets in ms by zone and quarter hour of UTC; `null` where one changes within it. */
const offsets = new Map<string, number | null>();
/** Past this many, the offsets are forgotten and learnt again (a list reads a few dozen). */
const MAX_OFFSETS = 10_000;

/**
 * The zone's offset through the quarter hour of UTC holding `instant`, or undefined where it
 * changes within it. Offsets change on quarter hours of UTC almost everywhere, so a list of
 * plans turns each start into its wall clock with arithmetic rather than Intl, which was a
 * twentieth of the deck's time; the first and last second of the quarter are asked, so a
 * change within one (Goose Bay's at 00:01) is read exactly.
 */
function quarterOffset(instant: number, timeZone: string): number | undefined {
  const start = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone} ${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const end = start + QUARTER_HOUR_MS - 1000;
    const first = wallClockMs(formattedParts(start, timeZone)) - start;
    const last = wallClockMs(formattedParts(end, timeZone)) - end;
    // Date.UTC reads the years 0 to 99 as 1900 to 1999: such a wall clock is read by Intl.
    offset = first === last && Math.abs(first) < DAY_MS ? first : null;
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset ?? undefined;
}

/** A wall clock's fields as if they were UTC, in ms. */
const wallClockMs = (parts: ZoneParts) =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);

/**
 * The offset of `timeZone` at an instant (milliseconds), in minutes east of UTC.
 * @example zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'Europe/Madrid') // 120
 */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  return offsetOf(zoneParts(instant, timeZone), instant);
}

/** How far the wall clock `parts` is ahead of UTC at `instant`, in minutes. */
function offsetOf(parts: ZoneParts, instant: number): number {
  return Math.round((wallClockMs(parts) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * Formats an instant as ISO 8601 with the offset of `timeZone` at that instant, the way
 * activities show their start: 2026-07-01T19:30:00+02:00 in Madrid in summer.
 * @example inZone(new Date('2026-01-15T17:00:00Z'), 'Europe/Madrid') // '2026-01-15T18:00:00+01:00'
 */
export function inZone(instant: Date, timeZone: string): string {
  const parts = zoneParts(instant.getTime(), timeZone);
  const offsetMinutes = offsetOf(parts, instant.getTime());
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const two = (value: number) => String(value).padStart(2, '0');
  const offset = `${sign}${two(Math.floor(absolute / 60))}:${two(absolute % 60)}`;
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}:${two(parts.second)}${offset}`;
}

/**
 * A wall-clock time in a city (`YYYY-MM-DDTHH:MM`, as a date-time field gives it) as the
 * instant it names there, in ISO 8601 with that place's offset. A time skipped by a
 * daylight-saving change moves forward to one that exists.
 * @example wallClockInZone('2026-07-01T19:30', 'Europe/Madrid') // '2026-07-01T19:30:00+02:00'
 */
export function wallClockInZone(wallClock: string, timeZone: string): string {
  const [date = '', time = ''] = wallClock.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let instant = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  // Near a change the first guess used the other side's offset; one more step settles it.
  instant = asUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return inZone(new Date(instant), timeZone);
}
