import { withinTheHour } from './plan-texts';
import { dateTimeFormat } from '@app/contract/date-format';
const dateIn = (instant: number, timeZone: string) =>
  dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/**
 * How soon a plan starts, as a deck card's first word: "En 25 min", "En 3 h", "Hoy", "Mañana",
 * "En 4 días" (days by the calendar of the plan's city).
 */
export function soonText(startAt: string, now: number, timeZone: string): string {
  const start = Date.parse(startAt);
  const minutes = Math.round((start - now) / 60_000);
  const soon = withinTheHour(minutes);
  if (soon) return soon;
  if (minutes < 12 * 60) return `En ${Math.floor(minutes / 60)} h`;
  const days = Math.round(
    (Date.parse(dateIn(start, timeZone)) - Date.parse(dateIn(now, timeZone))) / 86_400_000,
  );
  if (days <= 0) return 'Hoy';
  if (days === 1) return 'Mañana';
  return `En ${days} días`;
}
