import type { ReactNode } from 'react';
import { buttonClassName } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * A form's main button: while the form is sent (`busy`) it spins, says so to screen readers
 * and cannot be pressed again. `disabled` keeps it off longer, while something else of the
 * form's runs (a code being sent again).
 * @example <SubmitButton busy={formState.isSubmitting} className={layout.submit}>Crear cuenta</SubmitButton>
 */
export function SubmitButton({
  busy,
  disabled = busy,
  className,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonClassName('primary', { className })}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
