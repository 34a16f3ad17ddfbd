import { formatNumber } from './spanish-numbers.js';

const VOWELS = /[aeiouáéó]$/i;
const SYLLABLES = /[aeiouáéíóúü]+/gi;
const ACCENT_OFF: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/**
 * The regular plural of one Spanish word: a vowel adds -s (plaza, sofá), -z becomes -ces (vez),
 * a stressed last syllable ending in -n or -s loses its accent (opinión → opiniones, interés →
 * intereses), a longer word ending in an unstressed -s or -x stays as it is (lunes, tórax),
 * any other consonant adds -es (mes → meses; carácter → caracteres is irregular: pass it).
 * Phrases and irregular words are given in full to `plural`.
 * @example pluralOf('miembro') // 'miembros'
 * @example pluralOf('opinión') // 'opiniones'
 */
export function pluralOf(word: string): string {
  if (VOWELS.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  const accented = /([áéíóú])([ns])$/i.exec(word);
  if (accented) {
    const [, vowel, last] = accented;
    return `${word.slice(0, -2)}${ACCENT_OFF[vowel!.toLowerCase()]}${last}es`;
  }
  // No written accent on a last syllable in -s means it is unstressed (Spanish marks stressed
  // ones): "lunes", "crisis" do not change; one syllable ("mes", "gas") takes -es.
  if (/[sx]$/i.test(word) && (word.match(SYLLABLES)?.length ?? 0) > 1) return word;
  return `${word}es`;
}

/**
 * The word (or phrase) that goes with a count: the singular only for exactly one, as Spanish
 * says "1 miembro", "0 miembros", "1,5 horas".
 * @example pluralWord(1, 'nueva') // 'nueva'
 * @example pluralWord(3, 'persona se apunta', 'personas se apuntan') // 'personas se apuntan'
 */
export const pluralWord = (count: number, one: string, many = pluralOf(one)) =>
  count === 1 || count === -1 ? one : many;

/**
 * A count and its word, the count in Spanish number format: the one way every screen says
 * how many.
 * @example plural(1, 'miembro') // '1 miembro'
 * @example plural(1250, 'moneda') // '1.250 monedas'
 * @example plural(2, 'carácter', 'caracteres') // '2 caracteres'
 */
export const plural = (count: number, one: string, many = pluralOf(one)) =>
  `${formatNumber(count)} ${pluralWord(count, one, many)}`;
