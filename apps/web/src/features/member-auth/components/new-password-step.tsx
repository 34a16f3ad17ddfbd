import { newPasswordForm, type NewPasswordForm } from '@app/contract/join-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { setNewPassword } from '../api/session';
import styles from './steps.module.css';

const resolver = zodResolver(newPasswordForm);

/** The last step of a forgotten password: the new one, typed twice. */
export function NewPasswordStep({ onChanged }: { onChanged: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordForm>({
    defaultValues: { password: '', password_confirmation: '' },
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setNewPassword(password);
      onChanged();
    } catch (error) {
      showServerErrors(error, setError, { password: 'password' });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fields} disabled={busy}>
        <PasswordField
          id="password"
          label="Contraseña nueva"
          autoComplete="new-password"
          hint="Al menos 8 caracteres."
          required
          error={shown('password')}
          {...register('password')}
        />
        <PasswordField
          id="password_confirmation"
          label="Repite la contraseña"
          autoComplete="new-password"
          required
          error={shown('password_confirmation')}
          {...register('password_confirmation')}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <button
        type="submit"
        className={buttonClassName('primary', { className: styles.submit })}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner />}
        Guardar contraseña
      </button>
    </form>
  );
}
