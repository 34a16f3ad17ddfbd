import { newPasswordForm, type NewPasswordForm } from '@app/contract/join-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { setNewPassword } from '../api/session';
import { NewPasswordFields } from './new-password-fields';
import layout from '../../../components/form/form-layout.module.css';

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
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <fieldset className={layout.fields} disabled={busy}>
        <NewPasswordFields
          label="Contraseña nueva"
          password={{ ...register('password'), error: shown('password') }}
          confirmation={{
            ...register('password_confirmation'),
            error: shown('password_confirmation'),
          }}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} className={layout.submit}>
        Guardar contraseña
      </SubmitButton>
    </form>
  );
}
