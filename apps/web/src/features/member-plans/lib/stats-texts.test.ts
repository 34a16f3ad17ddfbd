import { describe, expect, it } from 'vitest';
import { durationText, monthLabel } from './stats-texts';

describe('stats texts', () => {
  it('names a month short, with its year first and in January', () => {
    expect(monthLabel('2026-11')).toBe('nov');
    expect(monthLabel('2026-11', true)).toBe('nov 2026');
    expect(monthLabel('2027-01')).toBe('ene 2027');
  });

  it('says a duration in hours and minutes', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(200)).toBe('3 h 20 min');
  });
});
