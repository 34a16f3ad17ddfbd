import { ACTIVITY_LIMITS, type Activity } from '@app/contract/activities';
import { allCities } from '@app/sdk/reference/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FieldHint } from '../../../components/form/field-message';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { durationText } from '../../../lib/plan-texts';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { useCreateEvent } from '../api/events';
import { useSponsors } from '../api/sponsors';
import { emptyEvent, eventForm, type EventRequest, type EventValues } from '../lib/event-form';
import { shownErrors } from '../lib/shown-error';
import { EventPlaceFields } from './event-place-fields';
import forms from '../../../components/admin/admin-form.module.css';
import styles from './forms.module.css';

/** How long events usually last, as the API writes it (HH:MM) and as people say it. */
const DURATIONS = [
  '00:30',
  '01:00',
  '01:30',
  '02:00',
  '02:30',
  '03:00',
  '04:00',
  '05:00',
  '06:00',
  '08:00',
  '10:00',
  '12:00',
  '24:00',
].map((value) => ({ value, label: durationText(value) }));

const API_FIELDS = {
  sponsor: 'sponsor',
  description: 'description',
  type: 'type',
  discipline: 'discipline',
  city: 'city',
  location: 'location.lat',
  'location.lat': 'location.lat',
  'location.lon': 'location.lon',
  'location.address': 'location.address',
  start_at: 'start_at',
  duration: 'duration',
  participants: 'participants',
  premium_only: 'premium_only',
} as const;

/**
 * "Nuevo evento": a plan in a brand's name. Its start is read in the city's own time; its
 * place starts at the city's centre and can be moved; 'Exclusivo Premium' keeps its places
 * for Premium members.
 */
export function EventForm({
  reference,
  types,
  disciplines,
  onCreated,
}: {
  reference: ReferenceSnapshot;
  types: ReadonlyArray<{ id: number; tag: string; name: string }>;
  disciplines: ReadonlyArray<{ value: number; label: string }>;
  onCreated: (event: Activity) => void;
}) {
  const id = useId();
  const create = useCreateEvent();
  const brands = useSponsors().data ?? [];
  const sport = types.find((option) => option.tag.endsWith('sport'))?.id;
  const cities = useMemo(
    () => new Map(allCities(reference).map((city) => [city.id, city])),
    [reference],
  );
  const resolver = useMemo(
    () =>
      zodResolver(
        eventForm({
          zoneOf: (city) => cities.get(city)?.timezone,
          isSport: (type) => type === sport,
        }),
      ),
    [cities, sport],
  );
  const empty = () => emptyEvent(types[0]?.id);
  const { register, control, handleSubmit, formState, setError, setValue, reset } = useForm<
    EventValues,
    unknown,
    EventRequest
  >({ defaultValues: empty(), resolver, mode: 'onTouched' });
  const shown = shownErrors(formState);
  const type = useWatch({ control, name: 'type' });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const created = await create.mutateAsync(fields);
      reset(empty());
      onCreated(created);
    } catch (error) {
      showServerErrors(error, setError, API_FIELDS);
    }
  });

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Nuevo evento">
      <fieldset className={forms.fields} disabled={busy}>
        <div className={forms.grid}>
          <SelectField
            id={`${id}-sponsor`}
            label="Marca"
            placeholder="Elige una marca"
            options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
            hint={brands.length === 0 ? 'Primero añade una marca en «Marcas».' : undefined}
            required
            error={shown('sponsor')}
            {...register('sponsor')}
          />
          <SelectField
            id={`${id}-type`}
            label="Tipo"
            placeholder="Elige el tipo"
            options={types.map((option) => ({ value: option.id, label: option.name }))}
            required
            error={shown('type')}
            {...register('type')}
          />
        </div>
        <TextAreaField
          id={`${id}-description`}
          label="Descripción"
          rows={3}
          maxLength={ACTIVITY_LIMITS.descriptionMax}
          placeholder="Qué se hace, qué hay que llevar, qué ofrece la marca…"
          error={shown('description')}
          {...register('description')}
        />
        <div className={forms.grid}>
          {Number(type) === sport && (
            <SelectField
              id={`${id}-discipline`}
              label="Disciplina"
              placeholder="Cualquiera"
              options={disciplines}
              hint="Opcional."
              error={shown('discipline')}
              {...register('discipline')}
            />
          )}
          <TextField
            id={`${id}-start`}
            label="Empieza"
            type="datetime-local"
            hint="En la hora de la ciudad del evento."
            required
            error={shown('start_at')}
            {...register('start_at')}
          />
          <SelectField
            id={`${id}-duration`}
            label="Duración"
            placeholder="Elige cuánto dura"
            options={DURATIONS}
            required
            error={shown('duration')}
            {...register('duration')}
          />
          <TextField
            id={`${id}-participants`}
            label="Plazas"
            type="number"
            inputMode="numeric"
            min={1}
            max={ACTIVITY_LIMITS.participantsMax}
            hint="Se dan por orden de petición; luego, lista de espera."
            required
            error={shown('participants')}
            {...register('participants')}
          />
        </div>
        <EventPlaceFields
          id={id}
          reference={reference}
          cities={cities}
          form={{ control, register, setValue }}
          shown={shown}
        />
        <div className={styles.checkbox}>
          <CheckboxField
            id={`${id}-premium`}
            error={shown('premium_only')}
            {...register('premium_only')}
          >
            Exclusivo Premium
          </CheckboxField>
          <FieldHint>
            Solo quien tenga Premium podrá pedir plaza; en Deslizar solo se les muestra a ellos.
          </FieldHint>
        </div>
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions submit="Crear evento" busy={busy} />
    </form>
  );
}
