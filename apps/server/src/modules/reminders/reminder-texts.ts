import { PUSH_URLS } from '@app/contract/push-payload';

/** A calendar day in a zone, as `YYYY-MM-DD`, to compare days as the city lives them. */
const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/**
 * When a plan starts, as a reminder says it in the city's time: «hoy a las 18:30», «mañana a
 * las 9:00», or the day's name further ahead («el sábado a las 10:00»).
 * @example whenText('2026-12-05T18:30:00+01:00', 'Europe/Madrid', fridayNoon) // 'mañana a las 18:30'
 */
export function whenText(startAt: string, timeZone: string, now: Date): string {
  const start = new Date(startAt);
  const time = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
  const today = dayIn(now, timeZone);
  // The calendar's next day (a day of 23 or 25 hours where clocks change is still one day).
  const [year, month, day0] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day0 + 1)).toISOString().slice(0, 10);
  const day = dayIn(start, timeZone);
  if (day === today) return `hoy a las ${time}`;
  if (day === tomorrow) return `mañana a las ${time}`;
  const weekday = new Intl.DateTimeFormat('es-ES', { timeZone, weekday: 'long' }).format(start);
  return `el ${weekday} a las ${time}`;
}

/**
 * When a plan starts, said to be read any day (a notification stays): «el sábado 5 de
 * diciembre a las 18:30», in the city's time.
 */
export function dateText(startAt: string, timeZone: string): string {
  const start = new Date(startAt);
  const day = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(start);
  const time = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
  return `el ${day.replace(',', '')} a las ${time}`;
}

/** A plan's headline in a sentence: its first line, cut short, in «». */
export function headline(description: string): string {
  const line = description.split('\n')[0]!.trim();
  return line.length > 60 ? `«${line.slice(0, 59).trimEnd()}…»` : `«${line}»`;
}

/**
 * What a reminder says (push title and text, e-mail subject and text), for the host or for
 * someone with a place, who is offered to give it up if they can no longer go.
 */
export function reminderTexts(
  entry: { kind: 'day' | 'hour'; host: boolean },
  plan: { id: number; description: string; start_at: string; city: { timezone: string } },
  now: Date,
) {
  const when = whenText(plan.start_at, plan.city.timezone, now);
  const what = headline(plan.description);
  const title = entry.kind === 'day' ? 'Tu plan es pronto' : 'Tu plan empieza en una hora';
  const body = entry.host
    ? `${what} es ${when}. Tú lo organizas.`
    : `${what} es ${when}. ¿Ya no puedes ir? Deja tu plaza a otra persona.`;
  return {
    title,
    body,
    subject: `Recordatorio: ${what} es ${when}`,
    email: (publicUrl: string) =>
      [
        `${what} es ${when}.`,
        '',
        `Ver el plan: ${publicUrl}${PUSH_URLS.activity(plan.id)}`,
        ...(entry.host
          ? []
          : [
              '',
              'Si ya no puedes ir, deja tu plaza a quien espera:',
              `${publicUrl}${PUSH_URLS.leave(plan.id)}`,
            ]),
        '',
        'Puedes apagar estos correos en Ajustes, Configuraciones de Perfil, Recordatorios.',
      ].join('\n'),
  };
}
