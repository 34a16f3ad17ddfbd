import type { City } from '@app/contract/reference';
import { useMemo } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { CityField } from '../../../components/form/city-field';
import { FieldHint } from '../../../components/form/field-message';
import { FormSection } from '../../../components/form/form-section';
import { TextField } from '../../../components/form/text-field';
import { cityChoices } from '../../../lib/city-search';
import { locateCity } from '../../../lib/locate-city';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import type { EventRequest, EventValues } from '../lib/event-form';
import styles from './forms.module.css';

/**
 * Where an event is: its city (by name, or the browser's position), then the meeting point,
 * which starts at the city's centre and can be moved, and an optional address.
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
  const choices = useMemo(() => cityChoices(reference.countries), [reference.countries]);
  const cityId = useWatch({ control, name: 'city' });
  return (
    <FormSection legend="Dónde">
      <Controller
        control={control}
        name="city"
        render={({ field }) => (
          <CityField
            id={`${id}-city`}
            label="Ciudad"
            choices={choices}
            value={field.value}
            onChange={(picked) => {
              field.onChange(picked);
              const city = picked === undefined ? undefined : cities.get(picked);
              // A new city starts from its centre.
              if (city) {
                setValue('location.lat', String(city.lat), { shouldValidate: true });
                setValue('location.lon', String(city.lon), { shouldValidate: true });
              }
            }}
            onBlur={field.onBlur}
            locate={() => locateCity(reference, choices)}
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
        <div className={styles.coords}>
          <TextField
            id={`${id}-lat`}
            label="Latitud"
            inputMode="decimal"
            autoComplete="off"
            hint="Empieza en el centro de la ciudad."
            required
            error={shown('location.lat')}
            {...register('location.lat')}
          />
          <TextField
            id={`${id}-lon`}
            label="Longitud"
            inputMode="decimal"
            autoComplete="off"
            required
            error={shown('location.lon')}
            {...register('location.lon')}
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
