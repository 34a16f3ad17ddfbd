import { FORM_MESSAGES } from '@app/contract/messages';
import { isEmail } from './email.js';

/**
 * How long after the last keystroke a field's change is emitted (spec, section 9: "Field-change
 * events are emitted after 100 ms"): searches, pickers and filters wait this long for the
 * typing to stop.
 */
export const FIELD_CHANGE_DELAY_MS = 100;

/** A rule of one field: its message when the value breaks it, undefined otherwise. */
export type FieldRule = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
) => string | undefined;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const lengthOf = (value: unknown) =>
  typeof value === 'string' || Array.isArray(value) ? value.length : undefined;

/**
 * Required: 'Campo requerdio.' for an empty value (empty or blank text, null, an empty list).
 * @example required('', {}) // 'Campo requerdio.'
 */
export const required: FieldRule = (value) => (isEmpty(value) ? FORM_MESSAGES.required : undefined);

/**
 * E-mail format: 'Debe ser un correo valido.' (an empty value is left to `required`).
 * @example email('ana@', {}) // 'Debe ser un correo valido.'
 */
export const email: FieldRule = (value) =>
  isEmpty(value) || (typeof value === 'string' && isEmail(value.trim()))
    ? undefined
    : FORM_MESSAGES.email;

/**
 * At least `min` characters. The spec gives no wording; this one is overridable.
 * @example minLength(8)('abc', {}) // 'Debe tener al menos 8 caracteres.'
 */
export function minLength(
  min: number,
  message = `Debe tener al menos ${min} caracteres.`,
): FieldRule {
  return (value) => {
    const length = lengthOf(value);
    return isEmpty(value) || length === undefined || length >= min ? undefined : message;
  };
}

/**
 * At most `max` characters. The spec gives no wording; this one is overridable.
 * @example maxLength(3)('abcd', {}) // 'Debe tener como máximo 3 caracteres.'
 */
export function maxLength(
  max: number,
  message = `Debe tener como máximo ${max} caracteres.`,
): FieldRule {
  return (value) => {
    const length = lengthOf(value);
    return length === undefined || length <= max ? undefined : message;
  };
}

/**
 * Must equal another field (a repeated password). The spec gives no wording; overridable.
 * @example equalTo('password')('x', { password: 'y' }) // 'Los campos no coinciden.'
 */
export function equalTo(field: string, message = 'Los campos no coinciden.'): FieldRule {
  return (value, values) => (value === values[field] ? undefined : message);
}

/**
 * Must differ from another field (a new password). The spec gives no wording; overridable.
 * @example differentFrom('oldPassword')('x', { oldPassword: 'x' }) // 'Debe ser distinto.'
 */
export function differentFrom(field: string, message = 'Debe ser distinto.'): FieldRule {
  return (value, values) => (isEmpty(value) || value !== values[field] ? undefined : message);
}

/**
 * Checks a form: the first broken rule's message for each field that breaks one.
 * @example
 * validateForm({ email: '', password: 'x' }, { email: [required, email], password: [required] })
 * // { email: 'Campo requerdio.' }
 */
export function validateForm<F extends string>(
  values: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<F, readonly FieldRule[]>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field]) {
      const message = rule(values[field], values);
      if (message !== undefined) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/**
 * The errors to show: only those of fields that have been focused (spec, section 5).
 * @example visibleErrors(validateForm(values, rules), touched)
 */
export function visibleErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  touched: ReadonlySet<string> | Readonly<Record<string, boolean>>,
): Partial<Record<F, string>> {
  const wasTouched = (field: string) =>
    touched instanceof Set
      ? touched.has(field)
      : Boolean((touched as Record<string, boolean>)[field]);
  const visible: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) {
    if (wasTouched(field)) visible[field] = errors[field];
  }
  return visible;
}
