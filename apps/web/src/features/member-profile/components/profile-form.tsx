import { profileForm, type ProfileForm as Values } from '@app/contract/profile-form';
import type { Concept } from '@app/contract/reference';
import { USER_LIST_FIELDS, type OwnUser, type UserListField } from '@app/contract/users';
import { findConcept } from '@app/sdk/reference/concepts';
import { interestCount, PROFILE_RULES } from '@app/sdk/rules/profile';
import { zodiacSign } from '@app/sdk/rules/zodiac';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CityField } from '../../../components/form/city-field';
import { FormError } from '../../../components/form/form-error';
import { NameFields } from '../../../components/form/name-fields';
import { optionalId, SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { Notice } from '../../../components/ui/notice';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { useUpdateProfile } from '../api/profile';
import { InterestPicker } from './interest-picker';
import layout from '../../../components/form/form-layout.module.css';
import styles from './profile-edit.module.css';
import { pluralWord } from '@app/contract/spanish-plural';
import {
  countsTowardProfile,
  interestListNames,
  joinedList,
  PICKED_LISTS,
} from '../../../lib/interest-lists';

const resolver = zodResolver(profileForm);

/** The form's values from the member's profile. */
function valuesOf(user: OwnUser): Values {
  return {
    firstname: user.firstname,
    lastname: user.lastname ?? '',
    birthdate: user.birthdate ?? '',
    gender: user.gender?.id ?? null,
    social_state: user.social_state?.id ?? null,
    city: user.city?.id ?? null,
    weight: user.weight === null ? '' : String(user.weight),
    lists: Object.fromEntries(
      USER_LIST_FIELDS.map((field) => [field, user[field].map((option) => option.id)]),
    ) as Record<UserListField, number[]>,
  };
}

const choiceOptions = (concept: Concept) =>
  concept.options.map((option) => ({ value: option.id, label: option.name }));

/**
 * Editing every field the API takes: the data, the city, and the interest lists. The meter's
 * links land on `#datos` and `#intereses`. Clearing a field sends "none".
 */
export function ProfileForm({ user, reference }: { user: OwnUser; reference: ReferenceSnapshot }) {
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<Values>({
    defaultValues: valuesOf(user),
    resolver,
    mode: 'onTouched',
  });
  const shown = useShownErrors(formState);
  const lists = useWatch({ control, name: 'lists' });
  const picked = interestCount(
    Object.fromEntries(PICKED_LISTS.map((field) => [field, lists[field].map((id) => ({ id }))])),
  );
  const listNames = interestListNames(reference.concepts);
  const counted = joinedList(listNames.counted);
  const uncounted = listNames.uncounted;

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    const sign = zodiacSign(reference, values.birthdate);
    try {
      const answer = await update.mutateAsync({
        id: user.id,
        fields: {
          firstname: values.firstname,
          lastname: values.lastname || null,
          birthdate: values.birthdate,
          gender: values.gender,
          social_state: values.social_state,
          city: values.city,
          weight: values.weight === '' ? null : Number(values.weight),
          ...Object.fromEntries(
            PICKED_LISTS.map((field) => [field, values.lists[field].map((id) => ({ id }))]),
          ),
          zodiacal_signs: [{ id: sign.id }],
        },
      });
      reset(valuesOf(answer));
      setSaved(true);
    } catch (error) {
      showServerErrors(error, setError, {
        firstname: 'firstname',
        lastname: 'lastname',
        birthdate: 'birthdate',
        gender: 'gender',
        social_state: 'social_state',
        city: 'city',
        weight: 'weight',
      });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <section id="datos" className={styles.card} aria-labelledby="datos-title">
        <h2 id="datos-title" className={styles.cardTitle}>
          Tus datos
        </h2>
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
              required
              error={shown('birthdate')}
              {...register('birthdate')}
            />
            <SelectField
              id="gender"
              label="Género"
              placeholder="Sin indicar"
              options={choiceOptions(findConcept(reference, 'gender'))}
              error={shown('gender')}
              {...register('gender', { setValueAs: optionalId })}
            />
          </div>
          <SelectField
            id="social_state"
            label="Situación sentimental"
            placeholder="Sin indicar"
            options={choiceOptions(findConcept(reference, 'social_state'))}
            error={shown('social_state')}
            {...register('social_state', { setValueAs: optionalId })}
          />
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CityField
                id="city"
                label="Ciudad"
                countries={reference.countries}
                value={field.value ?? undefined}
                onChange={(id) => field.onChange(id ?? null)}
                onBlur={field.onBlur}
                error={shown('city')}
              />
            )}
          />
          <TextField
            id="weight"
            label="Peso en kg (opcional y privado)"
            type="number"
            inputMode="numeric"
            min={30}
            max={250}
            hint="Solo lo usamos para la estimación de calorías de tus planes; sin él, calculamos con 70 kg. Nadie más lo ve."
            error={shown('weight')}
            {...register('weight')}
          />
        </fieldset>
      </section>

      <section id="intereses" className={styles.card} aria-labelledby="intereses-title">
        <h2 id="intereses-title" className={styles.cardTitle}>
          Intereses
        </h2>
        <p className={styles.hint} aria-live="polite">
          Para el perfil completo cuentan {counted}: al menos {PROFILE_RULES.minInterests} entre
          todas.{' '}
          {picked >= PROFILE_RULES.minInterests
            ? `Ya llevas ${picked}: no te falta ninguno.`
            : `Llevas ${picked}; te faltan ${PROFILE_RULES.minInterests - picked}.`}
          {uncounted.length > 0 &&
            ` ${joinedList(uncounted)} ${pluralWord(uncounted.length, 'no cuenta', 'no cuentan')}, pero ayuda a que te conozcan.`}
        </p>
        {PICKED_LISTS.map((field) => (
          <Controller
            key={field}
            control={control}
            name={`lists.${field}`}
            render={({ field: list }) => (
              <InterestPicker
                concept={findConcept(reference, field)}
                counts={countsTowardProfile(field)}
                value={list.value}
                onChange={list.onChange}
                disabled={busy}
              />
            )}
          />
        ))}
      </section>

      <div className={styles.saveBar}>
        {saved && !formState.isDirty && (
          <Notice onClose={() => setSaved(false)}>Perfil guardado.</Notice>
        )}
        <FormError message={formState.errors.root?.server?.message} />
        <SubmitButton busy={busy} className={styles.save}>
          Guardar cambios
        </SubmitButton>
      </div>
    </form>
  );
}
