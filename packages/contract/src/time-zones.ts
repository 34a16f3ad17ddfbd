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

/**
 * Formats an instant as ISO 8601 with the offset of `timeZone` at that instant, the way
 * activities show their start: 2026-07-01T19:30:00+02:00 in Madrid in summer.
 * @example inZone(new Date('2026-01-15T17:00:00Z'), 'Europe/Madrid') // '2026-01-15T18:00:00+01:00'
 */
export function inZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The offset of `timeZone` at an instant, in minutes east of UTC. */
function offsetMinutes(instant: number, timeZone: string): number {
  const text = inZone(new Date(instant), timeZone);
  const sign = text.at(-6) === '-' ? -1 : 1;
  return sign * (Number(text.slice(-5, -3)) * 60 + Number(text.slice(-2)));
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
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  // Near a change the first guess used the other side's offset; one more step settles it.
  instant = asUtc - offsetMinutes(instant, timeZone) * 60_000;
  return inZone(new Date(instant), timeZone);
}
