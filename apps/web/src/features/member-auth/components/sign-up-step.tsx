import { signUpForm, type SignUpForm } from '@app/contract/join-forms';
import { findConcept } from '@app/sdk/reference/concepts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CityField } from '../../../components/form/city-field';
import { FormError } from '../../../components/form/form-error';
import { NameFields } from '../../../components/form/name-fields';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { paths } from '../../../lib/paths';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { signUpMember } from '../api/session';
import { NewPasswordFields } from './new-password-fields';
import { RememberField } from './remember-field';
import layout from '../../../components/form/form-layout.module.css';

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

  const busy = formState.isSubmitting;
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <fieldset className={layout.fields} disabled={busy}>
        <NameFields
          firstname={{ ...register('firstname'), error: shown('firstname') }}
          lastname={{ ...register('lastname'), error: shown('lastname') }}
        />
        <div className={layout.row}>
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
              countries={reference.countries}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={shown('city')}
            />
          )}
        />
        <NewPasswordFields
          label="Contraseña"
          password={{ ...register('password'), error: shown('password') }}
          confirmation={{
            ...register('password_confirmation'),
            error: shown('password_confirmation'),
          }}
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
        <RememberField {...register('remember')} />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} className={layout.submit}>
        Crear cuenta
      </SubmitButton>
    </form>
  );
}
