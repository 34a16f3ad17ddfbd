import { describe, expect, it } from 'vitest';
import { agoText } from './ago-text';

const now = Date.parse('2026-11-26T20:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('agoText', () => {
  it('says minutes, hours and days, then the date', () => {
    expect(agoText(before(20_000), now)).toBe('ahora mismo');
    expect(agoText(before(5 * 60_000), now)).toBe('hace 5 min');
    expect(agoText(before(2 * 3_600_000 + 60_000), now)).toBe('hace 2 h');
    expect(agoText(before(3 * 86_400_000), now)).toBe('hace 3 d');
    expect(agoText('2026-11-12T10:00:00Z', now)).toBe('12 nov');
  });
});
