/**
 * How chats say when: the time for today, "ayer", the weekday within a week, else the date —
 * in the reader's own time zone, as messaging apps do.
 */
const DAY_MS = 86_400_000;

const dayStart = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days from `date` to `now` (0 today, 1 yesterday). */
export function daysAgo(date: Date, now: Date): number {
  return Math.round((dayStart(now) - dayStart(date)) / DAY_MS);
}

export function timeOfDay(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** For the chat list: "18:30", "ayer", "lun", "12 nov". */
export function shortWhen(iso: string, now: Date): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days <= 0) return timeOfDay(iso);
  if (days === 1) return 'ayer';
  if (days < 7) return new Intl.DateTimeFormat('es-ES', { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' }).format(date);
}

/** For the separators between days in a chat: "Hoy", "Ayer", "lunes, 16 de noviembre". */
export function dayLabel(iso: string, now: Date): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days <= 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  const label = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  }).format(date);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Whether two instants fall on the same calendar day for the reader. */
export const sameDay = (a: string, b: string) => dayStart(new Date(a)) === dayStart(new Date(b));
