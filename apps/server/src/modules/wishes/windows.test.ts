import { wallClockInZone } from '@app/contract/time-zones';
import { describe, expect, it } from 'vitest';
import { wishExpiry } from './windows.js';

const MADRID = 'Europe/Madrid';
const at = (wallClock: string, zone = MADRID) => new Date(wallClockInZone(wallClock, zone));

describe('when a wish ends', () => {
  // Thursday 26 November 2026, 18:00 in Madrid.
  const thursday = at('2026-11-26T18:00');

  it('"ahora": three hours on', () => {
    expect(wishExpiry('now', thursday, MADRID)).toEqual(at('2026-11-26T21:00'));
  });

  it('"hoy" and "mañana": at the city’s midnights', () => {
    expect(wishExpiry('today', thursday, MADRID)).toEqual(at('2026-11-27T00:00'));
    expect(wishExpiry('tomorrow', thursday, MADRID)).toEqual(at('2026-11-28T00:00'));
    // Midnight in the Canaries is an hour after Madrid's.
    const canary = at('2026-11-26T18:00', 'Atlantic/Canary');
    expect(wishExpiry('today', canary, 'Atlantic/Canary').toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });

  it('"este fin de semana": when Sunday ends, but never past 48 hours', () => {
    // From Thursday, Sunday's end is three days away: 48 hours win.
    expect(wishExpiry('weekend', thursday, MADRID)).toEqual(at('2026-11-28T18:00'));
    // On Saturday morning it is Sunday's end (40 hours on).
    const saturday = at('2026-11-28T08:00');
    expect(wishExpiry('weekend', saturday, MADRID)).toEqual(at('2026-11-30T00:00'));
    // On Sunday evening, the same night.
    expect(wishExpiry('weekend', at('2026-11-29T21:00'), MADRID)).toEqual(at('2026-11-30T00:00'));
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // 25 October 2026: Madrid goes from +02:00 to +01:00 at 03:00.
    const saturdayNight = at('2026-10-24T22:00');
    expect(wishExpiry('tomorrow', saturdayNight, MADRID)).toEqual(at('2026-10-26T00:00'));
    expect(wishExpiry('tomorrow', saturdayNight, MADRID).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });
});
