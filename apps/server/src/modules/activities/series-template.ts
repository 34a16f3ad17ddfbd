import type { ActivityInput } from './activities.context.js';

/**
 * What every plan of a series is made from (issue 38): the form's fields but its start, the
 * series' own fields, and what only events have.
 */
export type SeriesTemplate = Omit<
  ActivityInput,
  'start_at' | 'sponsor' | 'premium_only' | 'repeat_weeks' | 'repeat_until'
>;

/** A plan's form as its series keeps it. */
export function templateOf(input: ActivityInput): SeriesTemplate {
  const {
    start_at: _start,
    sponsor: _sponsor,
    premium_only: _premium,
    repeat_weeks: _weeks,
    repeat_until: _until,
    ...template
  } = input;
  return template;
}

/**
 * The template after a change to «este y los siguientes»: the fields sent replace the kept
 * ones, and a minimum cleared takes its hours with it (a minimum's hours alone are refused).
 */
export function templateAfter(
  template: SeriesTemplate,
  change: Partial<SeriesTemplate>,
): SeriesTemplate {
  const next = { ...template, ...change };
  if (next.min_participants == null) {
    const { min_hours_before: _hours, ...rest } = next;
    return { ...rest, min_participants: null };
  }
  return next;
}
