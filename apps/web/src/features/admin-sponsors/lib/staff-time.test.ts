import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  periodText,
  staffDate,
  staffDateTime,
  toInstant,
  toWallClock,
} from './staff-time';

describe('staff time', () => {
  it('reads a date-time field in Madrid, winter and summer', () => {
    expect(toInstant('2026-12-01T00:00')).toBe('2026-12-01T00:00:00+01:00');
    expect(toInstant('2026-07-01T19:30')).toBe('2026-07-01T19:30:00+02:00');
    expect(toInstant('2026-07-01T19:30', 'Atlantic/Canary')).toBe('2026-07-01T19:30:00+01:00');
  });

  it('gives nothing for a field not filled in whole', () => {
    expect(toInstant('')).toBe('');
    expect(toInstant('2026-07-01')).toBe('');
  });

  it('writes a moment back as a field value in Madrid', () => {
    expect(toWallClock(new Date('2026-07-01T17:30:00Z'))).toBe('2026-07-01T19:30');
  });

  it('starts a new period today at midnight, four weeks long', () => {
    expect(defaultPeriod(new Date('2026-10-20T22:30:00Z'))).toEqual({
      starts_at: '2026-10-21T00:00',
      ends_at: '2026-11-18T00:00',
    });
  });

  it('says dates in Spanish', () => {
    expect(staffDateTime('2026-12-01T00:00:00+01:00')).toMatch(/^1 dic\.? 2026, 0:00$/);
    expect(staffDate('2026-11-30T23:30:00Z')).toMatch(/^1 dic\.? 2026$/);
    expect(periodText('2026-12-01T00:00:00+01:00', '2027-01-01T00:00:00+01:00')).toMatch(
      /^1 dic\.? 2026, 0:00 – 1 ene\.? 2027, 0:00$/,
    );
  });
});
