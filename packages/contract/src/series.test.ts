import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, occurrenceStart, wallClockOf } from './series.js';
import { everyText, seriesText } from './series-texts.js';

describe('series on the wall clock', () => {
  const weekly = { anchorLocal: '2027-03-23T19:00', anchorIndex: 0, everyWeeks: 1 };

  it('keeps the time of day across both clock changes in Madrid', () => {
    expect(occurrenceStart(weekly, 0, 'Europe/Madrid')).toBe('2027-03-23T19:00:00+01:00');
    expect(occurrenceStart(weekly, 1, 'Europe/Madrid')).toBe('2027-03-30T19:00:00+02:00');
    const autumn = { anchorLocal: '2027-10-26T09:30', anchorIndex: 3, everyWeeks: 2 };
    expect(occurrenceStart(autumn, 4, 'Europe/Madrid')).toBe('2027-11-09T09:30:00+01:00');
    expect(occurrenceStart(autumn, 2, 'Europe/Madrid')).toBe('2027-10-12T09:30:00+02:00');
    // The Canaries change an hour earlier in UTC terms; the wall clock is still kept.
    expect(occurrenceStart(weekly, 1, 'Atlantic/Canary')).toBe('2027-03-30T19:00:00+01:00');
  });

  it('moves a time the change skips forward to one that exists', () => {
    const night = { anchorLocal: '2027-03-21T02:30', anchorIndex: 0, everyWeeks: 1 };
    expect(occurrenceStart(night, 1, 'Europe/Madrid')).toBe('2027-03-28T03:30:00+02:00');
  });

  it('counts days over months and years, and reads an instant back as the wall clock', () => {
    expect(addDays('2027-12-28T19:00', 7)).toBe('2028-01-04T19:00');
    expect(addDays('2028-02-26T08:00', 3)).toBe('2028-02-29T08:00');
    expect(addDays('2027-03-30T19:00', -1)).toBe('2027-03-29T19:00');
    expect(wallClockOf(Date.parse('2027-03-30T17:00:00Z'), 'Europe/Madrid')).toBe(
      '2027-03-30T19:00',
    );
  });

  it('takes only days the calendar has', () => {
    expect(calendarDay.safeParse('2028-02-29').success).toBe(true);
    expect(calendarDay.safeParse('2027-02-29').success).toBe(false);
    expect(calendarDay.safeParse('2027-13-01').success).toBe(false);
    expect(calendarDay.safeParse('29/02/2028').success).toBe(false);
  });

  it('says how often and until when, in Spanish', () => {
    expect(everyText(1)).toBe('cada semana');
    expect(everyText(2)).toBe('cada dos semanas');
    expect(seriesText({ every_weeks: 2, until: '2027-04-06' })).toBe(
      'Se repite cada dos semanas hasta el 6 de abril de 2027',
    );
  });
});
