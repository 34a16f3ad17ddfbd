import { setSpanishMessages } from '@app/contract/locale';
import { get, type FieldValues, type FormState, type Path } from 'react-hook-form';

// Forms are where zod's messages reach people (see components/form/use-shown-errors.ts).
setSpanishMessages();

/**
 * A field's message once it may be shown (after the field was left, or a try to send), for
 * fields inside an object too (`location.lat`), which the shared `useShownErrors` does not reach.
 * @example const shown = shownErrors(formState); <TextField error={shown('location.lat')} … />
 */
export function shownErrors<V extends FieldValues>(formState: FormState<V>) {
  const { errors, touchedFields, isSubmitted } = formState;
  return (field: Path<V>): string | undefined => {
    const touched = get(touchedFields, field) as unknown;
    const message = (get(errors, field) as { message?: unknown } | undefined)?.message;
    return touched || isSubmitted ? (message as string | undefined) : undefined;
  };
}
