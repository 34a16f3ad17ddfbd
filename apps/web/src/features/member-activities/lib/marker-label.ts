const DAY_MS = 24 * 60 * 60 * 1000;
import { dateTimeFormat } from '@app/contract/date-format';

/** The calendar day of a moment in a time zone, as a number of days (for differences). */
function dayNumber(date: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return Math.round(Date.parse(`${parts}T00:00:00Z`) / DAY_MS);
}

/**
 * A plan's start as short as a marker needs, in the city's time: "hoy 18:30", "mañana 10:00",
 * "sáb 18:30" within the week, "12 dic" later.
 * @example markerLabel('2030-01-05T18:30:00+01:00', 'Europe/Madrid', now) // 'sáb 18:30'
 */
export function markerLabel(startAt: string, timeZone: string, now: Date): string {
  const start = new Date(startAt);
  const days = dayNumber(start, timeZone) - dayNumber(now, timeZone);
  const time = dateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(start);
  if (days <= 0) return `hoy ${time}`;
  if (days === 1) return `mañana ${time}`;
  if (days < 7) {
    const weekday = dateTimeFormat('es-ES', { weekday: 'short', timeZone }).format(start);
    return `${weekday.replace('.', '')} ${time}`;
  }
  return dateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone })
    .format(start)
    .replace('.', '');
}
