import { describe, expect, it } from 'vitest';
import { answersText, endText } from './wish-texts';

const zone = 'Europe/Madrid';
// Thursday 26 November 2026, 17:00 in Madrid.
const now = Date.parse('2026-11-26T16:00:00Z');

describe('endText', () => {
  it('names the hour of an end later today', () => {
    expect(endText('2026-11-26T19:00:00Z', now, zone)).toBe('hasta las 20:00');
  });

  it("says midnight for today's window, the end of tomorrow for tomorrow's", () => {
    expect(endText('2026-11-26T23:00:00Z', now, zone)).toBe('hasta medianoche');
    expect(endText('2026-11-27T23:00:00Z', now, zone)).toBe('hasta el final de mañana');
  });

  it("names the day of a weekend's end, and the hour when it is not midnight", () => {
    expect(endText('2026-11-29T23:00:00Z', now, zone)).toBe('hasta el final del domingo');
    expect(endText('2026-11-27T12:30:00Z', now, zone)).toBe('hasta mañana a las 13:30');
    expect(endText('2026-11-28T16:00:00Z', now, zone)).toBe('hasta el sábado a las 17:00');
  });
});

describe('answersText', () => {
  it('counts who said "¡Me apunto!"', () => {
    expect(answersText(0)).toBe('Nadie se ha apuntado todavía');
    expect(answersText(1)).toBe('1 persona se apunta');
    expect(answersText(3)).toBe('3 personas se apuntan');
  });
});
