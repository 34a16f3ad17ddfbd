import { describe, expect, it } from 'vitest';
import { inZone, wallClockInZone } from './time-zones.js';

describe('time zones', () => {
  it('writes an instant with the offset of the place', () => {
    expect(inZone(new Date('2026-01-15T17:00:00Z'), 'Europe/Madrid')).toBe(
      '2026-01-15T18:00:00+01:00',
    );
    expect(inZone(new Date('2026-07-01T17:30:00Z'), 'Atlantic/Canary')).toBe(
      '2026-07-01T18:30:00+01:00',
    );
  });

  it('reads a wall-clock time as that place means it, in winter and in summer', () => {
    expect(wallClockInZone('2026-01-15T18:00', 'Europe/Madrid')).toBe('2026-01-15T18:00:00+01:00');
    expect(wallClockInZone('2026-07-01T19:30', 'Europe/Madrid')).toBe('2026-07-01T19:30:00+02:00');
    expect(wallClockInZone('2026-07-01T19:30', 'Atlantic/Canary')).toBe(
      '2026-07-01T19:30:00+01:00',
    );
  });

  it('moves a time skipped by the spring change forward', () => {
    // Madrid went from 02:00 to 03:00 on 29 March 2026.
    expect(wallClockInZone('2026-03-29T02:30', 'Europe/Madrid')).toBe('2026-03-29T03:30:00+02:00');
  });
});
