import { ApiError } from '@app/sdk/http/api-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a refused call's messages on the form: the API's field messages beside their fields
 * (`fields` maps an API field to the form's), the rest in the form's own error (`root.server`).
 * A failure the shared alerts already tell (no answer, 403, 413) adds nothing here.
 * @example catch (error) { showServerErrors(error, setError, { email: 'contact' }); }
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: Partial<Record<string, Path<V>>>,
): void {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === undefined || error.status === 403 || error.status === 413) return;
  let placed = false;
  for (const [apiField, formField] of Object.entries(fields)) {
    const message = formField && error.fieldError(apiField);
    if (!message || !formField) continue;
    setError(formField, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) setError('root.server', { type: 'server', message: error.message });
}
