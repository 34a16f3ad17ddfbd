import { describe, expect, it } from 'vitest';
import { dayLabel, daysAgo, sameDay, shortWhen } from './chat-time';

// Local times: the test runs in whatever zone the machine has, as the browser would.
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();
const now = new Date(2026, 10, 23, 10, 0); // Monday 23 November 2026, 10:00

describe('chat times', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(daysAgo(new Date(2026, 10, 22, 23, 59), now)).toBe(1);
    expect(daysAgo(new Date(2026, 10, 23, 0, 1), now)).toBe(0);
  });

  it('says the time today, ayer, the weekday this week, then the date', () => {
    expect(shortWhen(at(2026, 11, 23, 9, 5), now)).toBe('09:05');
    expect(shortWhen(at(2026, 11, 22), now)).toBe('ayer');
    expect(shortWhen(at(2026, 11, 19), now)).toBe('jue');
    expect(shortWhen(at(2026, 11, 2), now)).toBe('2 nov');
  });

  it('names the days between messages', () => {
    expect(dayLabel(at(2026, 11, 23), now)).toBe('Hoy');
    expect(dayLabel(at(2026, 11, 22), now)).toBe('Ayer');
    expect(dayLabel(at(2026, 11, 16), now)).toBe('Lunes, 16 de noviembre');
    expect(dayLabel(at(2025, 12, 31), now)).toBe('Miércoles, 31 de diciembre de 2025');
    expect(sameDay(at(2026, 11, 23, 0, 5), at(2026, 11, 23, 23, 55))).toBe(true);
  });
});
