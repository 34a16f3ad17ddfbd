/**
 * Formats an instant as ISO 8601 with the offset of `timeZone` at that instant, the way
 * activities show their start: 2026-07-01T19:30:00+02:00 in Madrid in summer.
 * @example inZone(new Date('2026-01-15T17:00:00Z'), 'Europe/Madrid') // '2026-01-15T18:00:00+01:00'
 */
export function inZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
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

/** Minutes as "HH:MM". */
export const hoursAndMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "HH:MM" as minutes. */
export const toMinutes = (duration: string) => {
  const [hours, minutes] = duration.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
