import { signUpForm, type SignUpForm } from '@app/contract/join-forms';
import { findConcept } from '@app/sdk/reference/concepts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CityField } from '../../../components/form/city-field';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cityChoices } from '../../../lib/city-search';
import { locateCity } from '../../../lib/locate-city';
import { paths } from '../../../lib/paths';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { signUpMember } from '../api/session';
import styles from './steps.module.css';

const resolver = zodResolver(signUpForm);

/** The latest birthdate of someone 18 or older today, for the date picker's `max`. */
function adultUntil(today = new Date()) {
  const date = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The sign-up form after the code: name, birthdate, gender, city, password twice, the terms. */
export function SignUpStep({
  reference,
  onJoined,
}: {
  reference: ReferenceSnapshot;
  onJoined: () => void;
}) {
  const choices = useMemo(() => cityChoices(reference.countries), [reference.countries]);
  const genders = useMemo(
    () =>
      findConcept(reference, 'gender').options.map((option) => ({
        value: option.id,
        label: option.name,
      })),
    [reference],
  );
  const { register, control, handleSubmit, formState, setError } = useForm<SignUpForm>({
    defaultValues: {
      firstname: '',
      lastname: '',
      birthdate: '',
      password: '',
      password_confirmation: '',
      remember: true,
    },
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUpMember(values as typeof values & { gender: number; city: number });
      onJoined();
    } catch (error) {
      showServerErrors(error, setError, {
        firstname: 'firstname',
        lastname: 'lastname',
        birthdate: 'birthdate',
        gender: 'gender',
        city: 'city',
        password: 'password',
      });
    }
  });

  const locate = () => locateCity(reference, choices);

  const busy = formState.isSubmitting;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fields} disabled={busy}>
        <div className={styles.row}>
          <TextField
            id="firstname"
            label="Nombre"
            autoComplete="given-name"
            required
            error={shown('firstname')}
            {...register('firstname')}
          />
          <TextField
            id="lastname"
            label="Apellidos (opcional)"
            autoComplete="family-name"
            error={shown('lastname')}
            {...register('lastname')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            id="birthdate"
            label="Fecha de nacimiento"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={adultUntil()}
            hint="Tienes que tener 18 años o más."
            required
            error={shown('birthdate')}
            {...register('birthdate')}
          />
          <SelectField
            id="gender"
            label="Género"
            placeholder="Elige una opción"
            options={genders}
            required
            error={shown('gender')}
            {...register('gender', {
              setValueAs: (value: string | number | undefined) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
          />
        </div>
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <CityField
              id="city"
              label="Ciudad"
              choices={choices}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              locate={locate}
              error={shown('city')}
            />
          )}
        />
        <PasswordField
          id="password"
          label="Contraseña"
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
        <CheckboxField id="terms" error={shown('terms')} {...register('terms')}>
          He leído y acepto los{' '}
          <Link to={paths.terms} target="_blank">
            términos y condiciones
          </Link>{' '}
          y la{' '}
          <Link to={paths.privacy} target="_blank">
            política de privacidad
          </Link>
          .
        </CheckboxField>
        <SwitchField
          id="remember"
          label="Recordar sesión"
          hint="Sigue dentro aunque cierres el navegador."
          {...register('remember')}
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
        Crear cuenta
      </button>
    </form>
  );
}
