import { validateForm, type FieldRule } from '@app/sdk/rules/form-rules';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The SDK's rules of each field of a form. */
export type FormRules<V extends FieldValues> = Readonly<
  Record<keyof V & string, readonly FieldRule[]>
>;

/**
 * A react-hook-form resolver from the SDK's form rules (spec, section 5), so the website's
 * forms give the same messages as the apps ('Campo requerdio.', 'Debe ser un correo valido.').
 * @example useForm({ resolver: rulesResolver({ email: [required, email] }) })
 */
export function rulesResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  return (values) => {
    const messages = Object.entries(validateForm(values, rules)) as Array<[string, string]>;
    if (messages.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      messages.map(([field, message]) => [field, { type: 'rule', message }]),
    ) as FieldErrors<V>;
    return { values: {}, errors };
  };
}
