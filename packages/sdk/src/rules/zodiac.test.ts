import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../test/fixtures.js';
import { zodiacSign } from './zodiac.js';

const reference = { concepts: CONCEPTS };

describe('zodiac sign by the month index of a date (spec, section 5)', () => {
  it('picks index 0 (the first option) for January and 11 for December', () => {
    expect(zodiacSign(reference, new Date(2000, 0, 15)).tag).toBe('zodiacal_signs-enero');
    expect(zodiacSign(reference, new Date(2000, 11, 31)).tag).toBe('zodiacal_signs-diciembre');
  });

  it('reads a YYYY-MM-DD birthdate as that calendar month, whatever the time zone', () => {
    expect(zodiacSign(reference, '1995-04-01').tag).toBe('zodiacal_signs-abril');
    expect(zodiacSign(reference, '1995-03-31').tag).toBe('zodiacal_signs-marzo');
  });

  it("throws 'concepts not allready lodaded' before the concepts are loaded", () => {
    expect(() => zodiacSign({}, '1995-04-01')).toThrow('concepts not allready lodaded');
  });
});
