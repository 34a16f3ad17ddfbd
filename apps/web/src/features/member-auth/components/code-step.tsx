import { VERIFICATION_RESEND_AFTER_MS } from '@app/contract/constants';
import { codeForm, type CodeForm } from '@app/contract/join-forms';
import { ApiError } from '@app/sdk/http/api-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { checkCode, resendCode } from '../api/verification';
import { clock, timestamp, useCountdown } from '../../../hooks/use-countdown';
import type { SentTo } from './contact-step';
import layout from '../../../components/form/form-layout.module.css';
import styles from './steps.module.css';

const resolver = zodResolver(codeForm);

/**
 * "Código": the six digits sent to the contact, a resend button that counts down the minute
 * the server asks for between codes, and a way back to change the contact.
 */
export function CodeStep({
  sent,
  onResent,
  onChecked,
  onChangeContact,
}: {
  sent: SentTo;
  onResent: (sentAt: number) => void;
  onChecked: () => void;
  onChangeContact: () => void;
}) {
  const wait = useCountdown(sent.sentAt + VERIFICATION_RESEND_AFTER_MS);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const { register, handleSubmit, formState, setError, clearErrors, resetField } =
    useForm<CodeForm>({ defaultValues: { code: '' }, resolver, mode: 'onTouched' });
  const shown = useShownErrors(formState);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await checkCode(code);
      onChecked();
    } catch (error) {
      showServerErrors(error, setError, { code: 'code', key: 'code' });
    }
  });

  const resend = async () => {
    setResending(true);
    clearErrors();
    try {
      await resendCode();
      resetField('code');
      setResent(true);
      onResent(timestamp());
    } catch (error) {
      // A dead request (too many tries, expired) can only start again from the contact.
      if (error instanceof ApiError && error.status === 422) onChangeContact();
      else showServerErrors(error, setError, {});
    } finally {
      setResending(false);
    }
  };

  const busy = formState.isSubmitting || resending;
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <p className={styles.sentTo} role="status">
        Te hemos enviado un código de 6 cifras a <strong>{sent.contact}</strong>.
        {resent && ' Te hemos enviado uno nuevo.'}
      </p>
      <fieldset className={layout.fields} disabled={busy}>
        <TextField
          id="code"
          label="Código"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={11}
          className={styles.code}
          required
          error={shown('code')}
          {...register('code')}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={formState.isSubmitting} disabled={busy} className={layout.submit}>
        Comprobar código
      </SubmitButton>
      <div className={styles.secondaryActions}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={resend}
          disabled={busy || wait > 0}
        >
          {wait > 0 ? `Reenviar código en ${clock(wait)}` : 'Reenviar código'}
        </button>
        <button type="button" className={styles.linkButton} onClick={onChangeContact}>
          {sent.kind === 'email' ? 'Cambiar el correo' : 'Cambiar el teléfono'}
        </button>
      </div>
    </form>
  );
}
