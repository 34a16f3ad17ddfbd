import { plural, pluralWord } from './spanish-plural.js';
import { dateTimeFormat } from './date-format.js';

/**
 * How a plan's numbers and times read in Spanish, the same in the app, on a shared plan's
 * public page and in its preview image.
 */

/** The places a plan has left: "Queda 1 plaza", "Quedan 3 plazas", "No quedan plazas". */
export const placesLeftText = (left: number) =>
  left <= 0
    ? 'No quedan plazas'
    : `${pluralWord(left, 'Queda', 'Quedan')} ${plural(left, 'plaza')}`;

/** "18:30" style duration "01:30" as words: "1 h 30 min". */
export function durationText(duration: string): string {
  const [hours, minutes] = duration.split(':').map(Number) as [number, number];
  return [hours > 0 && `${hours} h`, minutes > 0 && `${minutes} min`].filter(Boolean).join(' ');
}

/**
 * The day of a start in the city's time, in full: "sábado, 5 de diciembre".
 * @example dayText('2026-12-05T18:30:00+01:00', 'Europe/Madrid') // 'sábado, 5 de diciembre'
 */
export function dayText(startAt: string, timeZone: string): string {
  return dateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(startAt));
}

/**
 * The hour of a start in the city's time: "18:30".
 * @example hourText('2026-12-05T18:30:00+01:00', 'Europe/Madrid') // '18:30'
 */
export function hourText(startAt: string, timeZone: string): string {
  return dateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(startAt));
}
