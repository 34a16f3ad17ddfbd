import { loginForm, type LoginForm } from '@app/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/admin-icons';
import { TextField } from '../../../components/form/text-field';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminPaths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import styles from './login-form.module.css';

// The contract's rules, so the form and the API agree (spec, section 5).
const resolver = zodResolver(loginForm);

/**
 * Correo and Contraseña (spec, section 2). A field's error shows once it has been focused and
 * left, or after a try to send; a refused login is told by the shared alert.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { email_or_phone: '', password: '' },
    resolver,
    mode: 'onTouched',
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const visible = (field: keyof LoginForm) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

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
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fields} disabled={busy}>
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
        <TextField
          id="login-password"
          label="Contraseña"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          error={visible('password')}
          trailing={
            <button
              type="button"
              className={styles.reveal}
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
          }
          {...register('password')}
        />
      </fieldset>
      <button
        type="submit"
        className={buttonClassName('primary', { className: styles.submit })}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner />}
        Iniciar Sesión
      </button>
    </form>
  );
}
