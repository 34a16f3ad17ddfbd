import { z } from 'zod';
import { FORM_MESSAGES } from './messages.js';

/**
 * Field helpers for form bodies. Multipart and url-encoded bodies carry only text, so the
 * contract (architecture.md) sends numbers as digits, booleans as `1`/`0` and structured fields
 * as JSON text. Each helper accepts that text and the plain JSON value alike, so one schema
 * serves every body format.
 */

const INTEGER_TEXT = /^-?\d{1,15}$/;
// As JavaScript writes a number: up to 17 significant digits (-5.3598764999999995, a map's
// edge), and an exponent for the smallest (1e-7).
const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,20})?([eE][-+]?\d{1,3})?$/;

/** Text with nothing but spaces in it: what a form sends for a field left empty. */
export const isBlankText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() === '';

/** An integer sent as a number or as digits, checked by `inner` (e.g. `.min(1)`). */
export function formInt<T extends z.ZodType<number>>(inner: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value),
    inner,
  );
}

/** A decimal number (a latitude, say) sent as a number or as text. */
export function formNumber<T extends z.ZodType<number>>(inner: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value),
    inner,
  );
}

/**
 * A field a person may empty (a last name, a discipline): null, or the empty text a form sends
 * for it (the SDK sends null so, since a form part cannot be null), means "no value"; a field
 * left out means "unchanged". Only for nullable fields: in any other, empty text stays a
 * missing value ('Campo requerdio.').
 * @example
 * const lastname = clearable(personName(80)).optional();
 * lastname.parse(''); // null
 * lastname.parse(undefined); // undefined: leave it as it is
 */
export function clearable<T extends z.ZodType>(inner: T) {
  return z
    .preprocess((value) => (isBlankText(value) ? null : value), inner.nullable())
    .meta({
      description:
        'Texto vacío o null: sin valor (al actualizar, lo borra). Sin el campo: no cambia.',
    });
}

/** The largest id: every id column is a PostgreSQL `integer` (none is a `bigint`). */
export const ID_MAX = 2_147_483_647;

/**
 * A database id held as a number (a form's choice): a positive integer that fits its column,
 * so that no id reaches a query the database would refuse (a 500). `message` replaces zod's
 * words, for a form.
 */
export const idNumber = (message?: string) =>
  z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

/** A database id sent as a number or as digits: every id of a path, a body or a query filter. */
export const id = formInt(idNumber());

/**
 * The id a name ends with (a channel's, `presence-group.7`): digits as `String(id)` writes
 * them, in range; undefined for anything else.
 * @example idInName('presence-group.7', 'presence-group.') // 7
 */
export function idInName(name: string, prefix: string): number | undefined {
  const digits = name.slice(prefix.length);
  // No sign, no leading zero, no exponent: one name per channel.
  if (!name.startsWith(prefix) || !/^[1-9]\d{0,9}$/.test(digits)) return undefined;
  const parsed = idNumber().safeParse(Number(digits));
  return parsed.success ? parsed.data : undefined;
}

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false']);

/** A boolean sent as `1`/`0` (the contract's form rule), or as JSON `true`/`false`. */
export const formBoolean = z.preprocess((value) => {
  if (TRUE_VALUES.has(value)) return true;
  if (FALSE_VALUES.has(value)) return false;
  return value;
}, z.boolean());

/** JSON keys that could reach an object's prototype; refused wherever JSON text is parsed. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses JSON text, refusing prototype keys. Throws SyntaxError on bad text. */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw new SyntaxError(`forbidden key "${key}"`);
    return value;
  });
}

/**
 * A structured field sent as JSON text (forms) or as a JSON value (JSON bodies). Empty text is
 * a missing value ('Campo requerdio.'), not bad JSON.
 */
export function jsonText<T extends z.ZodType>(inner: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (isBlankText(value)) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.required, input: value });
      return z.NEVER;
    }
    try {
      return parseJsonText(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Debe ser un texto JSON válido.', input: value });
      return z.NEVER;
    }
  }, inner);
}

/**
 * Characters that change how text around them is drawn without being seen: bidirectional
 * overrides and isolates (which can make "Ana" read as another name), zero-width spaces and
 * joiners, the byte-order mark, and control characters.
 */
const INVISIBLE_OR_CONTROL = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\p{Cc}]/u;

/** A person's name: trimmed, `max` characters at most, nothing invisible or reordering. */
export function personName(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(
      (value) => !INVISIBLE_OR_CONTROL.test(value),
      'El nombre contiene caracteres no permitidos.',
    );
}

/** The earliest birthdate accepted: nobody using the product was born before 1900. */
export const EARLIEST_BIRTHDATE = '1900-01-01';

/**
 * A birthdate, YYYY-MM-DD, from 1900 on (the 18-or-older rule is checked where it applies). Text
 * that is no date gets one message, not a second about 1900 (`abort`).
 */
export const birthdate = z.iso
  .date({ abort: true })
  .refine(
    (value) => value >= EARLIEST_BIRTHDATE,
    'La fecha de nacimiento debe ser de 1900 o posterior.',
  );
