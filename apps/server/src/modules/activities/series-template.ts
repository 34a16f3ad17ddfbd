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
