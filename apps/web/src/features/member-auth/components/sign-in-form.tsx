import { memberSignInForm, type MemberSignInForm } from '@app/contract/join-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { memberPaths } from '../../../lib/paths';
import { signInMember } from '../api/session';
import { RememberField } from './remember-field';
import layout from '../../../components/form/form-layout.module.css';
import styles from './steps.module.css';

const resolver = zodResolver(memberSignInForm);

/**
 * "Iniciar sesión": "Correo o teléfono", "Contraseña" and "Recordar sesión". Wrong credentials
 * are told by the shared alert (spec, section 8); other refusals (too many tries) in the form.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<MemberSignInForm>({
    defaultValues: { email_or_phone: '', password: '', remember: true },
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signInMember(values);
      onSignedIn();
    } catch (error) {
      // 422: the alert says "Correo o la contraseña invalida."; the form stays as it was.
      if ((error as { status?: number }).status === 422) return;
      showServerErrors(error, setError, {});
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <fieldset className={layout.fields} disabled={busy}>
        <TextField
          id="email_or_phone"
          label="Correo o teléfono"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={shown('email_or_phone')}
          {...register('email_or_phone')}
        />
        <PasswordField
          id="password"
          label="Contraseña"
          autoComplete="current-password"
          required
          error={shown('password')}
          {...register('password')}
        />
        <RememberField {...register('remember')} />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} className={layout.submit}>
        Iniciar sesión
      </SubmitButton>
      <p className={styles.links}>
        <Link to={memberPaths.forgotPassword}>¿Olvidaste tu contraseña?</Link>
        <span>
          ¿Aún no tienes cuenta? <Link to={memberPaths.join}>Crear cuenta</Link>
        </span>
      </p>
    </form>
  );
}
