import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, inZone, toMinutes } from './time-zones.js';

describe('inZone', () => {
  it('shows winter and summer time in Madrid', () => {
    expect(inZone(new Date('2026-01-15T17:00:00Z'), 'Europe/Madrid')).toBe(
      '2026-01-15T18:00:00+01:00',
    );
    expect(inZone(new Date('2026-07-01T17:30:00Z'), 'Europe/Madrid')).toBe(
      '2026-07-01T19:30:00+02:00',
    );
  });
  it('shows the Canary Islands an hour behind', () => {
    expect(inZone(new Date('2026-07-01T17:30:00Z'), 'Atlantic/Canary')).toBe(
      '2026-07-01T18:30:00+01:00',
    );
    expect(inZone(new Date('2026-01-15T17:00:00Z'), 'Atlantic/Canary')).toBe(
      '2026-01-15T17:00:00+00:00',
    );
  });
  it('keeps the same instant', () => {
    const instant = new Date('2026-03-29T00:59:59Z');
    expect(Date.parse(inZone(instant, 'Europe/Madrid'))).toBe(instant.getTime());
  });
});

describe('durations', () => {
  it('converts between minutes and HH:MM', () => {
    expect(hoursAndMinutes(90)).toBe('01:30');
    expect(toMinutes('24:00')).toBe(1440);
  });
});
