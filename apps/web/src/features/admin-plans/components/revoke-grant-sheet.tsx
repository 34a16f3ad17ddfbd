import { revokePlanGrantRequest, type PlanGrant } from '@app/contract/plans';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextAreaField } from '../../../components/form/textarea-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { formatDate } from '../../../lib/format';
import { useRevokeGrant } from '../api/plans';
import { revokeTitle } from '../lib/plan-texts';
import forms from '../../../components/admin/admin-form.module.css';
import styles from './plans.module.css';

const resolver = zodResolver(revokePlanGrantRequest);

/**
 * Revoking a grant, asked once more with its reason, in a modal sheet: what happens, the
 * reason that goes to the history, and the button that does it. A grant someone else revoked
 * meanwhile (409) says so, and the history is read again.
 */
export function RevokeGrantSheet({ grant, onClose }: { grant: PlanGrant; onClose: () => void }) {
  const id = useId();
  const revoke = useRevokeGrant();
  const { register, handleSubmit, formState, setError } = useForm<
    { note: string },
    unknown,
    { note: string }
  >({ defaultValues: { note: '' }, resolver, mode: 'onTouched' });
  const shown = useShownErrors(formState);
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await revoke.mutateAsync({ grantId: grant.id, note });
      onClose();
    } catch (error) {
      showServerErrors(error, setError, { note: 'note' });
    }
  });

  return (
    <ModalSheet title={revokeTitle(grant)} onClose={onClose}>
      <form className={forms.form} onSubmit={onSubmit} noValidate>
        <p className={styles.sheetText}>
          Deja de tenerlo desde ahora, no el {formatDate(grant.ends_at)}. Si también paga una
          suscripción, esa sigue.
        </p>
        <fieldset className={forms.fields} disabled={busy}>
          <TextAreaField
            id={`${id}-note`}
            label="Motivo"
            rows={3}
            maxLength={500}
            hint="Queda en el historial de concesiones, con tu nombre."
            required
            autoFocus
            error={shown('note')}
            {...register('note')}
          />
        </fieldset>
        <FormError message={formState.errors.root?.server?.message} />
        <FormActions submit="Retirar el plan" busy={busy} onCancel={onClose} />
      </form>
    </ModalSheet>
  );
}
