/**
 * The e-mail pattern (spec, section 5): at most 254 characters in all and 64 before the `@`,
 * then the usual dot-atoms (the pattern Angular's e-mail validator uses).
 */
export const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Whether a text is an e-mail address by the spec's pattern.
 * @example isEmail('ana@example.com') // true
 */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
