import type { City } from '@app/contract/reference';
import { useState } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { CityField } from '../../../components/form/city-field';
import { FieldError, FieldHint } from '../../../components/form/field-message';
import { FormSection } from '../../../components/form/form-section';
import { TextField } from '../../../components/form/text-field';
import { MeetingPoint, useNamedPlace, type Picked } from '../../../components/map/meeting-point';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import type { EventRequest, EventValues } from '../lib/event-form';
import styles from './forms.module.css';

/**
 * Where an event is: its city (by name, or the browser's position), then the meeting point,
 * which starts at the city's centre and is moved on a map or found by name, and an address,
 * filled in from the pin unless staff write their own.
 */
export function EventPlaceFields({
  id,
  reference,
  cities,
  form: { control, register, setValue },
  shown,
}: {
  id: string;
  reference: ReferenceSnapshot;
  cities: ReadonlyMap<number, City>;
  form: {
    control: Control<EventValues, unknown, EventRequest>;
    register: UseFormRegister<EventValues>;
    setValue: UseFormSetValue<EventValues>;
  };
  shown: (
    field: 'city' | 'location.lat' | 'location.lon' | 'location.address',
  ) => string | undefined;
}) {
  const cityId = useWatch({ control, name: 'city' });
  const [lat, lon, address] = useWatch({
    control,
    name: ['location.lat', 'location.lon', 'location.address'],
  });
  const city = cityId === undefined ? undefined : cities.get(cityId);
  const [found, setFound] = useState<Picked['found']>();
  const at = { lat: Number(lat), lon: Number(lon) };
  const point =
    city && (lat.trim() === '' || lon.trim() === '' || !Number.isFinite(at.lat + at.lon))
      ? { lat: city.lat, lon: city.lon }
      : at;
  const nameThePlace = useNamedPlace(
    () => address,
    (name) => setValue('location.address', name, { shouldDirty: true }),
  );
  return (
    <FormSection legend="Dónde">
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityField
            id={`${id}-city`}
            label="Ciudad"
            countries={reference.countries}
            value={field.value}
            onChange={(picked) => {
              field.onChange(picked);
              setFound(undefined);
              const city = picked === undefined ? undefined : cities.get(picked);
              // A new city starts from its centre.
              if (city) {
                setValue('location.lat', String(city.lat), { shouldValidate: true });
                setValue('location.lon', String(city.lon), { shouldValidate: true });
              }
            }}
            onBlur={field.onBlur}
            error={shown('city')}
          />
        )}
      />
      {cityId === undefined ? (
        <FieldHint>
          Al elegir la ciudad, el punto de encuentro empieza en su centro; luego puedes ajustarlo y
          añadir la dirección.
        </FieldHint>
      ) : (
        <div className={styles.place}>
          {city && (
            <MeetingPoint
              city={city}
              point={point}
              picked={{ ...point, city: city.id, found }}
              onPick={(next) => {
                setFound(next.found);
                setValue('location.lat', String(next.lat), { shouldValidate: true });
                setValue('location.lon', String(next.lon), { shouldValidate: true });
              }}
              onName={nameThePlace}
              countries={reference.countries}
              styleUrl={reference.info.map?.style ?? null}
              placeSearch={reference.info.placeSearch ?? null}
            />
          )}
          <FieldError
            id={`${id}-point-error`}
            message={shown('location.lat') ?? shown('location.lon')}
          />
          <TextField
            id={`${id}-address`}
            label="Dirección"
            autoComplete="off"
            maxLength={200}
            hint="Opcional."
            error={shown('location.address')}
            {...register('location.address')}
          />
        </div>
      )}
    </FormSection>
  );
}
