import { z } from 'zod';
import { formInt } from './fields.js';
import { wallClockInZone, zoneParts } from './time-zones.js';

/**
 * Series (issue 38): a plan repeated every week or every two weeks until a date. Each
 * occurrence is a plan of its own (its chat, requests, attendance), made ahead by the server.
 */
export const SERIES_EVERY_WEEKS = [1, 2] as const;

export const SERIES_LIMITS = {
  /** How far ahead the occurrences are made: the next ones are always there to join. */
  aheadDays: 14,
  /** How long a series may run, from its first plan. */
  untilWithinDays: 365,
} as const;

export const SERIES_MESSAGES = {
  every: 'Elige si se repite cada semana o cada dos semanas.',
  untilMissing: 'Indica hasta qué día se repite.',
  untilWithoutRepeat: 'Indica también cada cuánto se repite.',
  untilBefore: 'El último día debe ser posterior al primer plan.',
  untilFar: 'Una serie puede repetirse durante un año como mucho.',
  notInSeries: 'Este plan no se repite: cámbialo solo a él.',
} as const;

/** `YYYY-MM-DD`, a calendar day. */
export const calendarDay = z
  .string()
  .min(1, { abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.')
  .refine((value) => {
    // A day the calendar has (not the 30th of February, which Date would roll over).
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'Esa fecha no existe.');

/** The form's fields that make a plan a series, on `POST /activity`. */
export const seriesFields = {
  /** Every 1 or 2 weeks; absent or empty: the plan does not repeat. */
  repeat_weeks: formInt(
    z
      .number()
      .refine(
        (weeks) => (SERIES_EVERY_WEEKS as readonly number[]).includes(weeks),
        SERIES_MESSAGES.every,
      ),
  ).optional(),
  /** The last day (in the city's calendar) an occurrence may fall on. */
  repeat_until: calendarDay.optional(),
};

/**
 * Which plans of a series an edit or a removal reaches: this one alone (the default) or this
 * one and the later ones that have not started.
 */
export const SERIES_SCOPES = ['one', 'following'] as const;
export const seriesScopeQuery = z.object({
  scope: z
    .enum(SERIES_SCOPES)
    .optional()
    .meta({ description: 'one: solo este plan; following: este y los siguientes de su serie' }),
});
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const planSeries = z
  .object({
    id: z.number().int(),
    every_weeks: z.number().int().meta({ description: 'Cada 1 o 2 semanas' }),
    until: z.string().meta({ description: 'El último día (AAAA-MM-DD) en que puede haber plan' }),
  })
  .meta({ id: 'PlanSeries' });
export type PlanSeries = z.infer<typeof planSeries>;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A wall clock (`YYYY-MM-DDTHH:MM`) `days` later on the calendar, the time of day kept.
 * @example addDays('2027-03-23T19:00', 7) // '2027-03-30T19:00'
 */
export function addDays(wallClock: string, days: number): string {
  const [date = '', time = ''] = wallClock.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${two(moved.getUTCMonth() + 1)}-${two(moved.getUTCDate())}T${time}`;
}

/** The wall clock (`YYYY-MM-DDTHH:MM`) of an instant in `timeZone`. */
export function wallClockOf(instant: number, timeZone: string): string {
  const parts = zoneParts(instant, timeZone);
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}`;
}

/**
 * When occurrence `index` of a series starts: its anchor's wall clock moved by whole weeks,
 * read in the city's zone, so a weekly 19:00 stays 19:00 across a clock change.
 * @example occurrenceStart({ anchorLocal: '2027-03-23T19:00', anchorIndex: 0, everyWeeks: 1 }, 1, 'Europe/Madrid')
 *   // '2027-03-30T19:00:00+02:00' (the clocks went forward on the 28th)
 */
export function occurrenceStart(
  series: { anchorLocal: string; anchorIndex: number; everyWeeks: number },
  index: number,
  timeZone: string,
): string {
  const days = (index - series.anchorIndex) * 7 * series.everyWeeks;
  return wallClockInZone(addDays(series.anchorLocal, days), timeZone);
}
