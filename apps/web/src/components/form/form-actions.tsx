import { buttonClassName } from '../ui/button';
import { SubmitButton } from './submit-button';
import styles from './form-actions.module.css';

/**
 * A form's last row: 'Cancelar' when the form can be left (`onCancel`), and the submit button,
 * which spins and is disabled while the form is sent (`busy`).
 */
export function FormActions({
  submit,
  busy,
  onCancel,
}: {
  /** The submit button's text. */
  submit: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className={styles.actions}>
      {onCancel && (
        <button type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          Cancelar
        </button>
      )}
      <SubmitButton busy={busy}>{submit}</SubmitButton>
    </div>
  );
}
