import { loginForm } from '@app/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { adminPaths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import layout from '../../../components/form/form-layout.module.css';

// The contract's rules, so the form and the API agree (spec, section 5).
const resolver = zodResolver(loginForm);

/**
 * Correo and Contraseña (spec, section 2). A field's error shows once it has been focused and
 * left, or after a try to send; a refused login is told by the shared alert.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { email_or_phone: '', password: '' },
    resolver,
    mode: 'onTouched',
  });
  const visible = useShownErrors(formState);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The resolver hands over the parsed values: the e-mail trimmed and in lower case.
      await signIn.mutateAsync(values);
    } catch {
      return; // The alert says what went wrong; the form stays as it was.
    }
    await navigate(adminPaths.dashboard, { replace: true });
  });

  const busy = signIn.isPending;
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <fieldset className={layout.fields} disabled={busy}>
        <TextField
          id="login-email"
          label="Correo"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={visible('email_or_phone')}
          {...register('email_or_phone')}
        />
        <PasswordField
          id="login-password"
          label="Contraseña"
          autoComplete="current-password"
          required
          error={visible('password')}
          {...register('password')}
        />
      </fieldset>
      <SubmitButton busy={busy} className={layout.submit}>
        Iniciar Sesión
      </SubmitButton>
    </form>
  );
}
