import { describe, expect, it } from 'vitest';
import { isAdult } from './age.js';

describe('isAdult', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  it('counts the 18th birthday itself as adult', () => {
    expect(isAdult('2008-11-21', today)).toBe(true);
    expect(isAdult('2008-11-22', today)).toBe(false);
    expect(isAdult('1970-01-01', today)).toBe(true);
  });
  it('brings 29 February birthdays of age on 1 March in common years', () => {
    expect(isAdult('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isAdult('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(true);
  });
  it('refuses dates that do not exist', () => {
    expect(isAdult('2001-02-30', today)).toBe(false);
  });
});
