import type { PlaceFound } from '@app/contract/place-search';
import { WISH_LIMITS, WISH_WINDOWS, type Wish, type WishWindow } from '@app/contract/wishes';
import { ApiError } from '@app/sdk/http/api-error';
import { findConcept } from '@app/sdk/reference/concepts';
import type { Coordinate } from '@app/sdk/reference/geo';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form/form-error';
import { FieldError } from '../../../components/form/field-message';
import { SelectField } from '../../../components/form/select-field';
import { LocationIcon } from '../../../components/icons/app-icons';
import { PlaceSearchField } from '../../../components/map/place-search-field';
import { buttonClassName } from '../../../components/ui/button';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { Spinner } from '../../../components/ui/spinner';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { usePublishWish } from '../api/wishes';
import { WINDOW_LABELS } from '../lib/wish-texts';
import fieldStyles from '../../../components/form/field.module.css';
import layout from '../../../components/form/form-layout.module.css';
import styles from './wish-form.module.css';
import { plural, pluralWord } from '@app/contract/spanish-plural';

const WINDOW_OPTIONS = WISH_WINDOWS.map((value) => ({ value, label: WINDOW_LABELS[value] }));

/**
 * "Publicar deseo": what the member fancies (140 characters), when (ahora, hoy, mañana, este
 * finde), optionally Social or Deporte and which sport, at the centre of the map or at a place
 * found by name (where the server has a geocoder), which the server rounds to a square of
 * about 500 m before keeping it.
 */
export function WishForm({
  reference,
  place,
  onClose,
  onPublished,
}: {
  reference: ReferenceSnapshot;
  /** Where the wish goes: the centre of the map. */
  place: Coordinate;
  onClose: () => void;
  onPublished: (wish: Wish) => void;
}) {
  const publish = usePublishWish();
  const types = findConcept(reference, 'activity_types').options;
  const sport = types.find((option) => option.tag.endsWith('sport'))?.id;
  const disciplines = findConcept(reference, 'disciplines').options.map((option) => ({
    value: option.id,
    label: option.name,
  }));
  const [text, setText] = useState('');
  const [when, setWhen] = useState<WishWindow>('now');
  const [type, setType] = useState<number | null>(null);
  const [discipline, setDiscipline] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ text?: string; form?: string }>({});
  const [chosen, setChosen] = useState<PlaceFound | null>(null);
  const textId = useId();
  const placeSearch = reference.info.placeSearch ?? null;
  const where = chosen ?? place;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setErrors({ text: 'Escribe qué te apetece.' });
      return;
    }
    setErrors({});
    try {
      const wish = await publish.mutateAsync({
        text: trimmed,
        window: when,
        type,
        discipline: type === sport ? discipline : null,
        lat: where.lat,
        lon: where.lon,
      });
      onPublished(wish);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.fieldError('text');
      setErrors(
        field
          ? { text: field }
          : { form: error.message || 'No hemos podido publicar tu deseo. Inténtalo de nuevo.' },
      );
    }
  };

  const busy = publish.isPending;
  const left = WISH_LIMITS.textMax - text.length;
  return (
    <ModalSheet title="Publicar deseo" onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={layout.fields} disabled={busy}>
          <div className={fieldStyles.field}>
            <label htmlFor={textId} className={fieldStyles.label}>
              ¿Qué te apetece?
            </label>
            <textarea
              id={textId}
              rows={3}
              maxLength={WISH_LIMITS.textMax}
              className={`${fieldStyles.input} ${styles.textarea}`}
              placeholder="Un café y charlar un rato, echar unas canastas, salir a correr…"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={`${textId}-count${errors.text ? ` ${textId}-error` : ''}`}
            />
            <p
              id={`${textId}-count`}
              className={styles.count}
              data-low={left <= 10 ? '' : undefined}
            >
              {pluralWord(left, 'Queda', 'Quedan')} {plural(left, 'carácter', 'caracteres')}
            </p>
            <FieldError id={`${textId}-error`} message={errors.text} />
          </div>
          {placeSearch && (
            <PlaceSearchField
              id={`${textId}-place`}
              label="¿Dónde? (opcional)"
              near={place}
              nearWords="en esta zona del mapa"
              typeahead={placeSearch.typeahead}
              onPick={setChosen}
            />
          )}
          <div className={styles.place}>
            <LocationIcon size={18} />
            <p>
              {chosen ? `Cerca de ${chosen.name}.` : 'En el centro del mapa.'} Solo mostramos la
              zona (unos 500 m), nunca dónde estás exactamente.
              {chosen && (
                <>
                  {' '}
                  <button type="button" className={styles.reset} onClick={() => setChosen(null)}>
                    Usar el centro del mapa
                  </button>
                </>
              )}
            </p>
          </div>
          <ToggleGroup
            label="¿Cuándo?"
            options={WINDOW_OPTIONS}
            selected={[when]}
            onToggle={(value) => setWhen(value)}
          />
          <ToggleGroup
            label="Tipo (opcional)"
            options={types.map((option) => ({ value: option.id, label: option.name }))}
            selected={type === null ? [] : [type]}
            onToggle={(value) => setType((current) => (current === value ? null : value))}
          />
          {type !== null && type === sport && (
            <SelectField
              id="wish-discipline"
              label="Deporte (opcional)"
              placeholder="Cualquiera"
              options={disciplines}
              value={discipline ?? ''}
              onChange={(event) =>
                setDiscipline(event.target.value ? Number(event.target.value) : null)
              }
            />
          )}
        </fieldset>
        <FormError message={errors.form} />
        <button
          type="submit"
          className={buttonClassName('primary', { className: styles.submit })}
          disabled={busy}
        >
          {busy && <Spinner size={16} />}
          Publicar deseo
        </button>
      </form>
    </ModalSheet>
  );
}
