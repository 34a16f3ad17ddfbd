import { MINIMUM_HOURS_BEFORE, type Activity } from '@app/contract/activities';
import { activityForm, type ActivityForm as Values } from '@app/contract/activity-form';
import { wallClockInZone } from '@app/contract/time-zones';
import type { OwnUser } from '@app/contract/users';
import { findConcept } from '@app/sdk/reference/concepts';
import type { Coordinate } from '@app/sdk/reference/geo';
import { allCities, findCity } from '@app/sdk/reference/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CityField } from '../../../components/form/city-field';
import { FormError } from '../../../components/form/form-error';
import { optionalId, SelectField } from '../../../components/form/select-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import type { CreateActivityFields } from '@app/sdk/calls/activities';
import { useSaveActivity } from '../api/activities';
import { durationText } from '../../../lib/plan-texts';
import { MeetingPoint, useNamedPlace, type Picked } from '../../../components/map/meeting-point';
import fieldStyles from '../../../components/form/field.module.css';
import layout from '../../../components/form/form-layout.module.css';
import styles from './activity-form.module.css';
import type { SeriesScope } from '@app/contract/series';
import { SeriesScopeChoice } from './series-scope-choice';

/** The minimum's hours when the host does not choose (the server's default too). */
const DEFAULT_MINIMUM_HOURS = 24;

/** «Repetir»: how often a new plan repeats (issue 38); 0 is a plan that does not. */
const REPEATS = [
  { value: 0, label: 'No se repite' },
  { value: 1, label: 'Cada semana' },
  { value: 2, label: 'Cada dos semanas' },
];

/** An optional count typed in a field: null when empty. */
const optionalCount = (value: string | number | null) =>
  value === '' || value === null ? null : Number(value);

const makeResolver = (sport: number | undefined) => zodResolver(activityForm(sport));
/** The lengths a plan usually has, as the API writes them (HH:MM) and as people say them. */
const DURATIONS = [
  '00:30',
  '00:45',
  '01:00',
  '01:30',
  '02:00',
  '02:30',
  '03:00',
  '04:00',
  '05:00',
  '06:00',
  '08:00',
  '12:00',
  '24:00',
].map((value) => ({ value, label: durationText(value) }));

const resolvers = new Map<number | undefined, ReturnType<typeof makeResolver>>();

/** The form's resolver for this Deporte id (one per id, so the form keeps the same one). */
function resolverFor(sport: number | undefined) {
  if (!resolvers.has(sport)) resolvers.set(sport, makeResolver(sport));
  return resolvers.get(sport)!;
}

/** A date-time field's value for a moment: `YYYY-MM-DDTHH:MM` in the browser's time. */
function localInput(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next whole hour at least an hour away: a sensible first start. */
function nextHour(now = new Date()) {
  const date = new Date(now);
  date.setMinutes(0, 0, 0);
  date.setHours(date.getHours() + 2);
  return date;
}

/** What a new plan starts from when it comes from elsewhere (a wish): text, kind, place. */
export type ActivityDraft = {
  description: string;
  type: number | null;
  discipline: number | null;
  /** The place, and the city it lies in. */
  place: Picked | null;
  /** The button's words ("Crear plan" by default). */
  submitLabel: string;
};

/**
 * 'Crear Actividad' made real, and the host's editing of a plan: the public home's sample card
 * (description, Social/Deporte, start, duration, places, place), with discipline and level for
 * sport. The start is read in the city's own time zone; the place is a point picked on the map
 * (the city's centre until one is), plus an optional address.
 */
export function ActivityForm({
  user,
  initial,
  draft,
  saveWith,
  reference,
  onSaved,
}: {
  user: OwnUser;
  reference: ReferenceSnapshot;
  /** The plan being edited; a new one when absent. */
  initial?: Activity | undefined;
  /** A new plan's first values, when it comes from elsewhere. */
  draft?: ActivityDraft | undefined;
  /** Saves the plan another way than `POST /activity` (turning a wish into it). */
  saveWith?: ((fields: CreateActivityFields) => Promise<Activity>) | undefined;
  onSaved: (activity: Activity) => void;
}) {
  const save = useSaveActivity(initial?.id);
  const types = findConcept(reference, 'activity_types').options;
  const sport = types.find((option) => option.tag.endsWith('sport'))?.id;
  const resolver = resolverFor(sport);
  const options = (code: string) =>
    findConcept(reference, code).options.map((option) => ({
      value: option.id,
      label: option.name,
    }));

  const { register, control, handleSubmit, formState, setError, getValues, setValue } =
    useForm<Values>({
      defaultValues: initial
        ? {
            description: initial.description,
            type: initial.type.id,
            discipline: initial.discipline?.id ?? null,
            level: initial.level?.id ?? null,
            // start_at is written in the city's own time: its first 16 characters are the wall clock.
            start: initial.start_at.slice(0, 16),
            duration: initial.duration,
            participants: initial.participants,
            city: initial.city.id,
            address: initial.location.address ?? '',
            public_place: initial.public_place,
            min_participants: initial.minimum?.participants ?? null,
            min_hours_before: initial.minimum?.hours_before ?? DEFAULT_MINIMUM_HOURS,
            repeat_weeks: 0,
            repeat_until: '',
          }
        : {
            description: draft?.description ?? '',
            type: draft?.type ?? types[0]?.id,
            discipline: draft?.discipline ?? null,
            level: null,
            start: localInput(nextHour()),
            duration: '01:30',
            participants: 4,
            city: draft?.place?.city ?? user.city?.id,
            address: '',
            public_place: false,
            min_participants: null,
            min_hours_before: DEFAULT_MINIMUM_HOURS,
            repeat_weeks: 0,
            repeat_until: '',
          },
      resolver,
      mode: 'onTouched',
    });
  const shown = useShownErrors(formState);
  const type = useWatch({ control, name: 'type' });
  const isSport = type === sport;
  const minimum = useWatch({ control, name: 'min_participants' });
  const repeats = useWatch({ control, name: 'repeat_weeks' });
  // A new plan may repeat (not one made from a wish); a plan of a series is changed alone or
  // with the following ones.
  const canRepeat = !initial && !saveWith;
  const [scope, setScope] = useState<SeriesScope>('one');
  const cityId = useWatch({ control, name: 'city' });
  const city = useMemo(
    () => allCities(reference).find((candidate) => candidate.id === cityId),
    [reference, cityId],
  );
  // The point stays while the city does; a new city starts again from its centre.
  const [picked, setPicked] = useState<Picked | null>(() =>
    initial ? { ...initial.location, city: initial.city.id } : (draft?.place ?? null),
  );
  const point: Coordinate | undefined =
    picked && picked.city === cityId
      ? { lat: picked.lat, lon: picked.lon }
      : city && { lat: city.lat, lon: city.lon };
  // "Lugar" says what is at the pin (a place found by name, a street and number) until the
  // member writes their own words there, which the pin then never overwrites.
  const nameThePlace = useNamedPlace(
    () => getValues('address'),
    (name) => setValue('address', name, { shouldDirty: true }),
  );

  const onSubmit = handleSubmit(async (values) => {
    const city = findCity(reference, values.city);
    try {
      const place = picked && picked.city === city.id ? picked : { lat: city.lat, lon: city.lon };
      const fields: CreateActivityFields = {
        description: values.description,
        type: values.type,
        discipline: isSport ? values.discipline : null,
        level: isSport ? values.level : null,
        start_at: wallClockInZone(values.start, city.timezone),
        duration: values.duration,
        participants: values.participants,
        city: city.id,
        location: {
          lat: place.lat,
          lon: place.lon,
          ...(values.address ? { address: values.address } : {}),
        },
        public_place: values.public_place,
        min_participants: values.min_participants,
        ...(values.min_participants !== null && { min_hours_before: values.min_hours_before }),
        ...(canRepeat &&
          values.repeat_weeks > 0 && {
            repeat_weeks: values.repeat_weeks,
            repeat_until: values.repeat_until,
          }),
      };
      onSaved(
        saveWith
          ? await saveWith(fields)
          : await save.mutateAsync({ fields, ...(initial?.series && { scope }) }),
      );
    } catch (error) {
      showServerErrors(error, setError, {
        description: 'description',
        type: 'type',
        discipline: 'discipline',
        level: 'level',
        start_at: 'start',
        duration: 'duration',
        participants: 'participants',
        city: 'city',
        location: 'address',
        min_participants: 'min_participants',
        min_hours_before: 'min_hours_before',
        repeat_weeks: 'repeat_weeks',
        repeat_until: 'repeat_until',
      });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      <fieldset className={layout.fields} disabled={busy}>
        <TextAreaField
          id="description"
          label="¿Qué te apetece hacer?"
          rows={3}
          className={styles.textarea}
          placeholder="Un pádel tranquilo después del trabajo, unas cañas para conocer gente…"
          error={shown('description')}
          {...register('description')}
        />

        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <fieldset className={styles.types}>
              <legend className={fieldStyles.label}>Tipo</legend>
              {types.map((option) => (
                <label key={option.id} className={styles.typeOption}>
                  <input
                    type="radio"
                    name={field.name}
                    value={option.id}
                    checked={field.value === option.id}
                    onChange={() => field.onChange(option.id)}
                    onBlur={field.onBlur}
                  />
                  <span>{option.name}</span>
                </label>
              ))}
            </fieldset>
          )}
        />

        {isSport && (
          <div className={layout.row}>
            <SelectField
              id="discipline"
              label="Disciplina"
              placeholder="Elige un deporte"
              options={options('disciplines')}
              required
              error={shown('discipline')}
              {...register('discipline', { setValueAs: optionalId })}
            />
            <SelectField
              id="level"
              label="Nivel (opcional)"
              placeholder="Cualquier nivel"
              options={options('levels')}
              error={shown('level')}
              {...register('level', { setValueAs: optionalId })}
            />
          </div>
        )}

        <div className={layout.row}>
          <TextField
            id="start"
            label="Empieza"
            type="datetime-local"
            hint="En la hora de la ciudad del plan."
            required
            error={shown('start')}
            {...register('start')}
          />
          <SelectField
            id="duration"
            label="Duración"
            placeholder="Elige cuánto dura"
            options={
              initial && !DURATIONS.some((entry) => entry.value === initial.duration)
                ? [...DURATIONS, { value: initial.duration, label: durationText(initial.duration) }]
                : DURATIONS
            }
            required
            error={shown('duration')}
            {...register('duration')}
          />
        </div>

        {canRepeat && (
          <div className={layout.row}>
            <SelectField
              id="repeat_weeks"
              label="Repetir"
              options={REPEATS}
              error={shown('repeat_weeks')}
              {...register('repeat_weeks', { valueAsNumber: true })}
            />
            {repeats > 0 && (
              <TextField
                id="repeat_until"
                label="Hasta"
                type="date"
                hint="El último día en que puede haber plan."
                required
                error={shown('repeat_until')}
                {...register('repeat_until')}
              />
            )}
          </div>
        )}

        <TextField
          id="participants"
          label="Plazas"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          hint="Cuántas personas pueden unirse, sin contarte."
          required
          error={shown('participants')}
          {...register('participants', { valueAsNumber: true })}
        />

        <div className={layout.row}>
          <TextField
            id="min_participants"
            label="Mínimo de personas (opcional)"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            hint="Si no se apuntan tantas, el plan se cancela y se avisa a todos."
            error={shown('min_participants')}
            {...register('min_participants', { setValueAs: optionalCount })}
          />
          <SelectField
            id="min_hours_before"
            label="Se decide"
            options={MINIMUM_HOURS_BEFORE.map((hours) => ({
              value: hours,
              label: `${hours} horas antes`,
            }))}
            disabled={minimum === null}
            error={shown('min_hours_before')}
            {...register('min_hours_before', { valueAsNumber: true })}
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
        {city && point ? (
          <MeetingPoint
            city={city}
            point={point}
            picked={picked}
            onPick={setPicked}
            onName={nameThePlace}
            countries={reference.countries}
            styleUrl={reference.info.map?.style ?? null}
            placeSearch={reference.info.placeSearch ?? null}
          />
        ) : (
          <fieldset className={styles.place}>
            <legend className={fieldStyles.label}>Punto de encuentro</legend>
            <p className={fieldStyles.hint}>Elige la ciudad y marca en el mapa dónde quedáis.</p>
          </fieldset>
        )}
        <TextField
          id="address"
          label="Lugar (opcional)"
          autoComplete="off"
          placeholder="Parque del Retiro, puerta de Alcalá"
          hint="Lo que hay en el punto del mapa; puedes escribirlo a tu manera."
          error={shown('address')}
          {...register('address')}
        />
        <CheckboxField id="public_place" {...register('public_place')}>
          Mostrar el lugar exacto a quien vea el enlace del plan
          <span className={`${fieldStyles.hint} ${styles.checkHint}`}>
            Si no, el enlace compartido solo dice la ciudad; dentro de la app se ve siempre.
          </span>
        </CheckboxField>
      </fieldset>
      {initial?.series && (
        <SeriesScopeChoice
          legend="Se repite: ¿qué planes cambias?"
          value={scope}
          onChange={setScope}
        />
      )}
      <FormError message={formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} className={layout.submit}>
        {initial ? 'Guardar cambios' : (draft?.submitLabel ?? 'Crear plan')}
      </SubmitButton>
    </form>
  );
}
