import { formatNumber } from '@app/contract/spanish-numbers';
import { dateTimeFormat } from '@app/contract/date-format';

export { durationText, placesLeftText } from '@app/contract/plan-texts';

/** A start within the hour as a phone says it ("Ya empieza", "En 25 min"); null past it. */
export function withinTheHour(minutes: number): string | null {
  if (minutes < 1) return 'Ya empieza';
  if (minutes < 60) return `En ${minutes} min`;
  return null;
}

/** How long until a start, as a phone says it: "Ya empieza", "En 25 min", "En 1 h 10 min". */
export function untilText(startAt: string, now: number): string {
  const minutes = Math.round((Date.parse(startAt) - now) / 60_000);
  const soon = withinTheHour(minutes);
  if (soon) return soon;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `En ${hours} h ${rest} min` : `En ${hours} h`;
}

/**
 * A distance as a person says it: "a 800 m", "a 2,4 km", "a 35 km"; from a city's centre,
 * "a 2,4 km del centro" (it is not the member's own position).
 */
export function distanceText(km: number, fromCentre = false): string {
  const metres = Math.max(100, Math.round(km * 10) * 100);
  const text =
    metres < 1000 ? `a ${metres} m` : `a ${formatNumber(km, { decimals: km < 10 ? 1 : 0 })} km`;
  return fromCentre ? `${text} del centro` : text;
}

/** The start in the city's own time, as the activity gives it (its offset kept). */
export function startText(startAt: string, timeZone: string): string {
  return dateTimeFormat('es-ES', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(startAt));
}
