/** What production asks of a secret: long enough and not a pattern a person would type. */
export const SECRET_MIN_LENGTH = 32;
const SECRET_MIN_BITS = 80;

/**
 * The entropy of a string's own character distribution (Shannon), in bits for the whole
 * string: 32 random hex characters give 100 to 125, two letters repeated 32. An estimate,
 * not a proof: it catches the weak and the typed, not the leaked.
 */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    perChar -= p * Math.log2(p);
  }
  return perChar * length;
}

/** Why a secret is not good enough for production, or undefined when it is. */
export function secretWeakness(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return 'required in production';
  if (value.length < SECRET_MIN_LENGTH) {
    return `at least ${SECRET_MIN_LENGTH} characters in production (e.g. openssl rand -hex 32)`;
  }
  if (/^(.+?)\1+$/s.test(value) || estimatedBits(value) < SECRET_MIN_BITS) {
    return 'too predictable for production: use a random value (e.g. openssl rand -hex 32)';
  }
  return undefined;
}
