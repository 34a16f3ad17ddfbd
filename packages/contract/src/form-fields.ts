import { z } from 'zod';
import { FORM_MESSAGES } from './messages.js';

/**
 * What the clients' forms check before a call, built from the same schemas the API checks with,
 * so a form and the server can never disagree. The messages are the spec's own (section 5),
 * given here rather than through a locale so a form needs no error map in its bundle.
 */

const isBlank = (value: string) => value.trim() === '';

/**
 * Text that must be filled in: 'Campo requerdio.' when missing or blank. The value is kept as
 * typed (a password's spaces are part of it); pipe it into a field's schema to trim or check more.
 * @example requiredText.safeParse('  ').error?.issues[0]?.message // 'Campo requerdio.'
 */
export const requiredText = z
  .string({ error: FORM_MESSAGES.required })
  .refine((value) => !isBlank(value), FORM_MESSAGES.required);

/**
 * A choice among `values` that must be made: 'Campo requerdio.' when none (or an unknown one) is.
 * @example requiredChoice(['apk', 'ios']).safeParse('').success // false
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: FORM_MESSAGES.required });
}
