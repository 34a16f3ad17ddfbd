import { REPORT_LIMITS } from '@app/contract/reports';
import { ApiError } from '@app/sdk/http/api-error';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-message';
import { FormError } from '../../../components/form/form-error';
import { buttonClassName } from '../../../components/ui/button';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { Spinner } from '../../../components/ui/spinner';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './moderation.module.css';

/**
 * A staff decision, asked once more with its reason: what happens, the reason that goes to the
 * log, and the button that does it. `onConfirm` rejects with the server's error.
 */
export function DecisionSheet({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setErrors({ reason: 'Explica brevemente el motivo.' });
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({ reason: error.fieldError('reason'), form: error.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalSheet title={title} onClose={onClose}>
      <form className={styles.decision} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.decisionText}>{text}</p>
        <div className={fieldStyles.field}>
          <label htmlFor={reasonId} className={fieldStyles.label}>
            Motivo (queda en el registro de moderación)
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={REPORT_LIMITS.staffReason}
            className={fieldStyles.input}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            disabled={busy}
          />
          <FieldError id={`${reasonId}-error`} message={errors.reason} />
        </div>
        <FormError message={errors.reason ? undefined : errors.form} />
        <div className={styles.decisionActions}>
          <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={buttonClassName('primary')} disabled={busy}>
            {busy && <Spinner size={16} />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </ModalSheet>
  );
}
