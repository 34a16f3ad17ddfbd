import { describe, expect, it } from 'vitest';
import { pinText, WISH_LIMITS, wishCardsQuery } from './wishes.js';

describe('pinText', () => {
  it('keeps a short text whole', () => {
    expect(pinText('¿Un café?')).toBe('¿Un café?');
    expect(pinText(`  ${'a'.repeat(32)} `)).toBe('a'.repeat(32));
  });

  it('cuts a long one after a whole word, within the pin’s length', () => {
    expect(pinText('Me apetece quedar hoy: ¿alguien se apunta?')).toBe(
      'Me apetece quedar hoy: ¿alguien…',
    );
    expect(pinText('Partido de pádel en el Retiro esta tarde a las siete')).toBe(
      'Partido de pádel en el Retiro…',
    );
    // A pause before the cut is left out: «nadar,…» would read oddly.
    expect(pinText('Busco gente para ir a nadar, luego algo más')).toBe(
      'Busco gente para ir a nadar…',
    );
    for (const text of ['Me apetece quedar hoy: ¿alguien se apunta?', 'x'.repeat(140)]) {
      expect([...pinText(text)].length).toBeLessThanOrEqual(WISH_LIMITS.pinTextMax);
    }
  });

  it('cuts a word longer than the pin, and counts characters rather than code units', () => {
    expect(pinText('x'.repeat(40))).toBe(`${'x'.repeat(31)}…`);
    const emoji = `${'🎾'.repeat(40)}`;
    expect(pinText(emoji)).toBe(`${'🎾'.repeat(31)}…`);
    // A flag is one character of four units, a decomposed «é» one of two code points: never
    // split.
    expect(pinText('🇪🇸'.repeat(40))).toBe(`${'🇪🇸'.repeat(31)}…`);
    const decomposed = 'e\u0301'.repeat(40);
    expect(pinText(decomposed)).toBe(`${'e\u0301'.repeat(31)}…`);
    // Twenty emoji are forty UTF-16 units but twenty characters: whole.
    expect(pinText('🎾'.repeat(20))).toBe('🎾'.repeat(20));
    expect(pinText(`Pádel 🎾 ${'y '.repeat(20)}`)).toBe('Pádel 🎾 y y y y y y y y y y y y…');
  });
});

describe('wishCardsQuery', () => {
  it('reads a list of ids once each, in order', () => {
    expect(wishCardsQuery.parse({ ids: '3,1,3,2' }).ids).toEqual([3, 1, 2]);
  });

  it('refuses what is not a list of ids, too many, or an id no column holds', () => {
    for (const ids of ['', '1,,2', 'a', '1, 2', '-1', '0', '2147483648']) {
      expect(wishCardsQuery.safeParse({ ids }).success, ids).toBe(false);
    }
    const many = Array.from({ length: WISH_LIMITS.cardsMax + 1 }, (_, i) => i + 1).join(',');
    expect(wishCardsQuery.safeParse({ ids: many }).success).toBe(false);
  });
});
