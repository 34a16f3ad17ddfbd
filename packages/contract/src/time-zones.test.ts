import { describe, expect, it } from 'vitest';
import { inZone, wallClockInZone, zoneParts } from './time-zones.js';

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

  it('reads the wall clock as Intl does, around every change and in zones of odd offsets', () => {
    const intl = (instant: number, timeZone: string) => {
      const parts: Record<string, number> = {};
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      for (const part of format.formatToParts(instant)) {
        if (part.type !== 'literal') parts[part.type] = Number(part.value);
      }
      return parts;
    };
    const zones = [
      'Europe/Madrid',
      'Atlantic/Canary',
      'Asia/Kathmandu', // +05:45
      'Australia/Lord_Howe', // a 30-minute summer change
      'Pacific/Chatham', // +12:45 and +13:45
      'America/St_Johns', // -03:30
      'Africa/Monrovia', // -00:44:30 until 1972: an offset of seconds
      'America/Goose_Bay', // changed at 00:01 local in 1988: within a quarter hour of UTC
    ];
    const starts = [
      Date.UTC(2026, 2, 29, 0, 59, 59), // Madrid's spring change at 01:00 UTC
      Date.UTC(2026, 9, 25, 0, 59, 30), // and its autumn one
      Date.UTC(2026, 3, 4, 14, 59), // Lord Howe's autumn change (15:00 UTC)
      Date.UTC(2026, 3, 4, 13, 44), // Chatham's (14:00 UTC)
      Date.UTC(1972, 0, 7, 0, 44, 30), // Monrovia to GMT
      Date.UTC(1988, 3, 3, 4, 1), // Goose Bay's spring change
      Date.UTC(2026, 10, 29, 22, 0),
      Date.parse('0050-06-01T00:00:00Z'), // a year Date.UTC would read as 1950
    ];
    for (const zone of zones) {
      for (const start of starts) {
        // Every 17 s over two hours: each side of the change and across quarter hours.
        for (let instant = start - 3_600_000; instant < start + 3_600_000; instant += 17_000) {
          expect(
            zoneParts(instant + 123, zone),
            `${zone} ${new Date(instant).toISOString()}`,
          ).toEqual(intl(instant + 123, zone));
        }
      }
    }
  });
});
