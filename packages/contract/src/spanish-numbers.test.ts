import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './spanish-numbers.js';

describe('formatNumber', () => {
  it('writes decimals with a comma', () => {
    expect(formatNumber(4.5, { decimals: 1 })).toBe('4,5');
    expect(formatNumber(2.375, { decimals: 2 })).toBe('2,38');
    expect(formatNumber(1.25, { decimals: 2 })).toBe('1,25');
  });

  it('shows only the decimals there are, unless fixed', () => {
    expect(formatNumber(7, { decimals: 1 })).toBe('7');
    expect(formatNumber(3, { decimals: 1, fixed: true })).toBe('3,0');
    expect(formatNumber(3.44, { decimals: 1, fixed: true })).toBe('3,4');
  });

  it('rounds to a whole number by default', () => {
    expect(formatNumber(629.6)).toBe('630');
    expect(formatNumber(0.4)).toBe('0');
    expect(formatNumber(-0.2)).toBe('0');
  });

  it('groups thousands with a point from 1.000 on', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1250)).toBe('1.250');
    expect(formatNumber(1234567.89, { decimals: 2 })).toBe('1.234.567,89');
  });

  it('keeps the sign of negatives', () => {
    expect(formatNumber(-1500)).toBe('-1.500');
  });
});

describe('formatPercent', () => {
  it('puts a non-breaking space before the sign', () => {
    expect(formatPercent(87)).toBe('87\u00a0%');
    expect(formatPercent(12.5, 1)).toBe('12,5\u00a0%');
  });
});
