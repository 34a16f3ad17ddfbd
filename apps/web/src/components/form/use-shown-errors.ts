import { setSpanishMessages } from '@app/contract/locale';
import type { FieldValues, FormState, Path, UseFormRegisterReturn } from 'react-hook-form';

// Forms are where zod's messages reach people: one a schema does not spell out itself still
// reads in Spanish. Set here, not at the app's root, so pages without a form load no zod.
setSpanishMessages();

/**
 * A field's message once it may be shown (spec, section 5: errors show only after the field
 * was focused): after the field was left, or after a try to send the form.
 * @example const shown = useShownErrors(formState); <TextField error={shown('email')} … />
 */
export function useShownErrors<V extends FieldValues>(formState: FormState<V>) {
  const { errors, touchedFields, isSubmitted } = formState;
  return (field: Path<V>): string | undefined => {
    const touched = (touchedFields as Record<string, unknown>)[field];
    const error = (errors as Record<string, { message?: unknown } | undefined>)[field];
    return touched || isSubmitted ? (error?.message as string | undefined) : undefined;
  };
}

/**
 * A field's props from its form, for a component that draws several fields: what `register`
 * gives, and the message to show.
 * @example <NameFields firstname={{ ...register('firstname'), error: shown('firstname') }} … />
 */
export type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };
