import type { WishWindow } from '@app/contract/wishes';
import { plural } from '@app/contract/spanish-plural';
import { dateTimeFormat } from '@app/contract/date-format';

/** The windows as the form and the cards name them. */
export const WINDOW_LABELS: Record<WishWindow, string> = {
  now: 'Ahora',
  today: 'Hoy',
  tomorrow: 'Mañana',
  weekend: 'Este finde',
};

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The wall clock of an instant in a zone: its calendar day (as a UTC midnight) and time. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * Until when a wish lasts, as its card says it, in the member's zone: "hasta las 21:30",
 * "hasta medianoche", "hasta mañana a las 13:00", "hasta el final del domingo". A window
 * that ends at midnight ends with the day before it.
 */
export function endText(expiresAt: string, now: number, timeZone: string): string {
  const end = wallClock(Date.parse(expiresAt), timeZone);
  const today = wallClock(now, timeZone).day;
  const atMidnight = end.time === '00:00';
  const day = atMidnight ? end.day - 86_400_000 : end.day;
  const days = Math.round((day - today) / 86_400_000);
  if (atMidnight) {
    if (days <= 0) return 'hasta medianoche';
    if (days === 1) return 'hasta el final de mañana';
    return `hasta el final del ${WEEKDAYS[new Date(day).getUTCDay()]}`;
  }
  if (days <= 0) return `hasta las ${end.time}`;
  if (days === 1) return `hasta mañana a las ${end.time}`;
  return `hasta el ${WEEKDAYS[new Date(day).getUTCDay()]} a las ${end.time}`;
}

/** How many said "¡Me apunto!", as a wish's card and its wisher's sheet say it. */
export function answersText(count: number): string {
  if (count === 0) return 'Nadie se ha apuntado todavía';
  return plural(count, 'persona se apunta', 'personas se apuntan');
}
