/** The minimum age to use the product (spec, section 9). */
export const MINIMUM_AGE = 18;

/**
 * True when someone born on `birthdate` (YYYY-MM-DD) is at least 18 on `today`'s calendar
 * date. Someone born on 29 February comes of age on 1 March in common years.
 */
export function isAdult(birthdate: string, today: Date): boolean {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return false;
  const comesOfAge = new Date(Date.UTC(year + MINIMUM_AGE, month - 1, day));
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return comesOfAge.getTime() <= todayUtc;
}
