import {
  REPORT_LIMITS,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubject,
} from '@app/contract/reports';
import { ApiError } from '@app/sdk/http/api-error';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../form/field-message';
import { FormError } from '../form/form-error';
import { buttonClassName } from '../ui/button';
import { ModalSheet } from '../ui/modal-sheet';
import { Spinner } from '../ui/spinner';
import { showToast } from '../../lib/toasts';
import { useReport } from '../../lib/report';
import fieldStyles from '../form/field.module.css';
import styles from './report-sheet.module.css';

/** The reasons that make sense for each thing (a plan is not a fake profile), likeliest first. */
const REASONS_FOR: Record<ReportSubject, readonly ReportReason[]> = {
  user: ['fake', 'harassment', 'inappropriate', 'spam', 'dangerous', 'other'],
  activity: ['spam', 'dangerous', 'inappropriate', 'other'],
  message: ['harassment', 'inappropriate', 'spam', 'dangerous', 'other'],
  wish: ['spam', 'inappropriate', 'harassment', 'dangerous', 'other'],
  group: ['spam', 'inappropriate', 'dangerous', 'fake', 'other'],
  conversation_message: ['harassment', 'inappropriate', 'spam', 'dangerous', 'other'],
};

/**
 * "Denunciar": why (one reason), optionally what happened, and the server's thanks. Staff see
 * what was reported as it is now, even if it is removed later; nobody else is told.
 */
export function ReportSheet({
  subject,
  id,
  title,
  onClose,
}: {
  subject: ReportSubject;
  id: number;
  /** The sheet's title: "Denunciar a Bruno", "Denunciar este plan"… */
  title: string;
  onClose: () => void;
}) {
  const send = useReport();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const detailsId = useId();
  const reasonsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: 'Elige un motivo.' });
      return;
    }
    setErrors({});
    try {
      const { message } = await send.mutateAsync({
        subject_type: subject,
        subject_id: id,
        reason,
        ...(details.trim() ? { details: details.trim() } : {}),
      });
      showToast({ text: message });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({
        form:
          error.status === 404
            ? 'Esto ya no existe.'
            : error.message || 'No hemos podido enviar la denuncia. Inténtalo de nuevo.',
      });
    }
  };

  const reasons = REASONS_FOR[subject].map((key) => [key, REPORT_REASONS[key]] as const);
  return (
    <ModalSheet title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.reasons} disabled={send.isPending} aria-describedby={reasonsId}>
          <legend className={fieldStyles.label}>¿Qué pasa?</legend>
          {reasons.map(([key, label]) => (
            <label key={key} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={key}
                checked={reason === key}
                onChange={() => setReason(key)}
              />
              {label}
            </label>
          ))}
          <FieldError id={reasonsId} message={errors.reason} />
        </fieldset>
        <div className={fieldStyles.field}>
          <label htmlFor={detailsId} className={fieldStyles.label}>
            Cuéntanos más (opcional)
          </label>
          <textarea
            id={detailsId}
            rows={3}
            maxLength={REPORT_LIMITS.details}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            disabled={send.isPending}
          />
        </div>
        <p className={styles.note}>
          Lo revisará nuestro equipo. No le diremos a nadie quién ha denunciado.
        </p>
        <FormError message={errors.form} />
        <button type="submit" className={buttonClassName('primary')} disabled={send.isPending}>
          {send.isPending && <Spinner size={16} />}
          Enviar denuncia
        </button>
      </form>
    </ModalSheet>
  );
}
