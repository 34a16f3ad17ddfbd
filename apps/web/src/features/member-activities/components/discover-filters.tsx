import { MEMBER_PREFERENCES } from '@app/contract/preferences';
import type { Concept, Country } from '@app/contract/reference';
import { useId, useState } from 'react';
import { CityField } from '../../../components/form/city-field';
import { SelectField } from '../../../components/form/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { ToggleGroup, type ToggleOption } from '../../../components/ui/toggle-group';
import { currentPosition } from '../../../lib/position';
import { useDebouncedChange } from '../../../lib/use-debounced-change';
import { OPTION_LISTS, optionsOf } from '../discover/discover-query';
import {
  DAYPART_ORDER,
  DEFAULT_RADIUS_KM,
  RADIUS_CHOICES,
  type DiscoverSearch,
  type Place,
  type When,
} from '../discover/discover-search';
import { DAYPART_NAMES, WEEKDAY_NAMES } from '../discover/filter-chips';
import fieldStyles from '../../../components/form/field.module.css';
import styles from './discover-filters.module.css';
import { AdvancedFilters } from './advanced-filters';

const WEEKDAYS: Array<ToggleOption<number>> = ['L', 'M', 'X', 'J', 'V', 'S', 'D'].map(
  (letter, index) => ({ value: index + 1, label: letter, name: WEEKDAY_NAMES[index] }),
);
const DAYPART_HOURS = { morning: '6–14 h', afternoon: '14–20 h', night: '20–6 h' } as const;
const DAYPARTS = DAYPART_ORDER.map((part) => ({
  value: part,
  label: `${DAYPART_NAMES[part]} · ${DAYPART_HOURS[part]}`,
  name: `${DAYPART_NAMES[part]}, de ${DAYPART_HOURS[part].replace('–', ' a ')}`,
}));
// Nothing pressed is "any time"; pressing the pressed one again goes back to it.
const WHEN: Array<ToggleOption<When>> = [
  { value: 'now', label: 'Ahora (3 h)', name: 'Ahora, en las próximas 3 horas' },
  { value: 'tonight', label: 'Esta noche' },
  { value: 'dates', label: 'Elegir fechas' },
];
const RADII = RADIUS_CHOICES.map((km) => ({ value: km, label: `${km} km` }));
const AROUND_HOME_RADII = MEMBER_PREFERENCES.now_km.choices.map((km) => ({
  value: km,
  label: `${km} km`,
}));

/** Today on this device, `YYYY-MM-DD`, for the date fields' lower bound. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Every filter of Descubrir: words, type, discipline and level, place, and schedule. Each
 * change applies at once (`onChange`), so the list and its count follow what is chosen.
 */
export function DiscoverFilters({
  search,
  onChange,
  concepts,
  countries,
  homeName,
}: {
  search: DiscoverSearch;
  /** A new search, or a change to the latest one asked for (after an await, say). */
  onChange: (next: DiscoverSearch | ((current: DiscoverSearch) => DiscoverSearch)) => void;
  concepts: readonly Concept[];
  countries: Country[];
  /** The member's own city, the default place. */
  homeName: string | undefined;
}) {
  const id = useId();
  // Applied to the latest search, not this render's: the position arrives after an await.
  const set = (patch: Partial<DiscoverSearch>) => onChange((current) => ({ ...current, ...patch }));
  const types = optionsOf(concepts, OPTION_LISTS.type);
  const disciplines = optionsOf(concepts, OPTION_LISTS.discipline);
  const levels = optionsOf(concepts, OPTION_LISTS.level);

  // Choices made halfway: "Otra ciudad" before a city, "Elegir fechas" before a date.
  const [pickingCity, setPickingCity] = useState(false);
  const [pickingDates, setPickingDates] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string>();

  const { place } = search;
  const placeKind = pickingCity && place.kind !== 'near' ? 'city' : place.kind;
  const when = pickingDates ? 'dates' : search.when;

  const setPlace = (next: Place) => {
    setPickingCity(false);
    setLocateError(undefined);
    set({ place: next });
  };

  const nearMe = async () => {
    setLocating(true);
    setLocateError(undefined);
    try {
      const point = await currentPosition();
      setPlace({ kind: 'near', ...point, km: DEFAULT_RADIUS_KM });
    } catch (failure) {
      setLocateError((failure as Error).message.replace('Busca tu ciudad por su nombre.', ''));
    } finally {
      setLocating(false);
    }
  };

  const choosePlace = (kind: Place['kind']) => {
    if (kind === 'near') {
      if (place.kind !== 'near') void nearMe();
    } else if (kind === 'city') {
      setPickingCity(true);
      setLocateError(undefined);
    } else setPlace({ kind });
  };

  const chooseWhen = (value: When) => {
    const next = value === when ? 'any' : value;
    setPickingDates(next === 'dates' && !search.from && !search.to);
    if (next !== 'dates') set({ when: next, from: undefined, to: undefined });
  };

  const setDate = (edge: 'from' | 'to', value: string) => {
    const next = { ...search, when: 'dates' as const, [edge]: value || undefined };
    setPickingDates(!next.from && !next.to);
    onChange((current) => {
      const dated = { ...current, when: 'dates' as const, [edge]: value || undefined };
      return dated.from || dated.to ? dated : { ...dated, when: 'any' };
    });
  };

  const toggle = <T,>(list: readonly T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  return (
    <div className={styles.filters}>
      <TextFilter id={`${id}-q`} value={search.text} onCommit={(text) => set({ text })} />

      {/* Neither pressed is both; pressing the pressed one again goes back to both. */}
      <ToggleGroup
        label="Tipo"
        options={types.map((option) => ({ value: option.slug, label: option.name }))}
        selected={search.type ? [search.type] : []}
        onToggle={(value) =>
          value === search.type
            ? set({ type: undefined })
            : value === 'social'
              ? set({
                  type: 'social',
                  discipline: undefined,
                  level: undefined,
                  forMyLevel: false,
                  levels: undefined,
                })
              : set({ type: value === 'sport' ? 'sport' : undefined })
        }
      />

      {search.type !== 'social' && (
        <div className={styles.pair}>
          <SelectField
            id={`${id}-discipline`}
            label="Disciplina"
            placeholder="Cualquiera"
            value={search.discipline ?? ''}
            options={disciplines.map((option) => ({ value: option.slug, label: option.name }))}
            onChange={(event) => {
              const discipline = event.target.value || undefined;
              // A discipline is a sport.
              set({ discipline, ...(discipline && { type: 'sport' as const }) });
            }}
          />
          <SelectField
            id={`${id}-level`}
            label="Nivel"
            placeholder="Cualquiera"
            value={search.level ?? ''}
            options={levels.map((option) => ({ value: option.slug, label: option.name }))}
            onChange={(event) => set({ level: event.target.value || undefined })}
          />
        </div>
      )}
      {search.type !== 'social' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={search.forMyLevel}
            onChange={(event) => set({ forMyLevel: event.target.checked })}
          />
          <span>
            Para mi nivel
            <small>
              Planes cuyo nivel encaja con el tuyo en su deporte (haz el test en Perfil).
            </small>
          </span>
        </label>
      )}

      <div className={styles.group}>
        <ToggleGroup<Place['kind']>
          label="Dónde"
          options={[
            ...(homeName ? [{ value: 'home' as const, label: `En ${homeName}` }] : []),
            { value: 'city', label: 'Otra ciudad' },
            { value: 'near', label: 'Cerca de mí' },
            { value: 'everywhere', label: 'En todas partes' },
          ]}
          selected={[placeKind]}
          onToggle={choosePlace}
        />
        {locating && (
          <p className={styles.note} role="status">
            <Spinner /> Buscando tu ubicación…
          </p>
        )}
        {locateError && (
          <p className={fieldStyles.error} role="alert">
            {locateError}
          </p>
        )}
        {placeKind === 'city' && (
          <CityField
            id={`${id}-city`}
            label="Ciudad"
            countries={countries}
            value={place.kind === 'city' ? place.id : undefined}
            onChange={(city) => city !== undefined && setPlace({ kind: 'city', id: city })}
          />
        )}
        {place.kind === 'near' && (
          <ToggleGroup
            label="Distancia máxima"
            options={RADII}
            selected={[place.km]}
            onToggle={(km) => setPlace({ ...place, km })}
          />
        )}
        {place.kind === 'home' && place.km !== undefined && (
          // "Ahora"'s area (its "Ver los N"): around the city's centre, its neighbours too.
          <ToggleGroup
            label={`Distancia desde el centro de ${homeName ?? 'tu ciudad'}`}
            options={AROUND_HOME_RADII}
            selected={[place.km]}
            onToggle={(km) => setPlace({ kind: 'home', km })}
          />
        )}
      </div>

      <div className={styles.group}>
        <ToggleGroup label="Cuándo" options={WHEN} selected={[when]} onToggle={chooseWhen} />
        {when === 'dates' && (
          <div className={styles.pair}>
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-from`} className={fieldStyles.label}>
                Desde
              </label>
              <input
                id={`${id}-from`}
                type="date"
                className={fieldStyles.input}
                min={today()}
                max={search.to}
                value={search.from ?? ''}
                onChange={(event) => setDate('from', event.target.value)}
              />
            </div>
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-to`} className={fieldStyles.label}>
                Hasta
              </label>
              <input
                id={`${id}-to`}
                type="date"
                className={fieldStyles.input}
                min={search.from ?? today()}
                value={search.to ?? ''}
                onChange={(event) => setDate('to', event.target.value)}
              />
            </div>
          </div>
        )}
      </div>

      <ToggleGroup
        label="Días de la semana"
        options={WEEKDAYS}
        selected={search.weekdays}
        compact
        onToggle={(day) => set({ weekdays: toggle(search.weekdays, day).sort((a, b) => a - b) })}
      />

      <ToggleGroup
        label="Franja horaria"
        options={DAYPARTS}
        selected={search.dayparts}
        onToggle={(part) =>
          set({ dayparts: DAYPART_ORDER.filter((p) => toggle(search.dayparts, part).includes(p)) })
        }
      />

      <AdvancedFilters id={id} search={search} set={set} concepts={concepts} />
    </div>
  );
}

/**
 * The words to look for, sent 100 ms after the typing stops (the shared field-change rule), at
 * once with Enter. A change from elsewhere (a chip removed) replaces what the field shows.
 */
function TextFilter({
  id,
  value,
  onCommit,
}: {
  id: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // What this field last sent: its own search coming back must not undo what was typed since.
  const [sent, setSent] = useState(value);
  const change = useDebouncedChange((text: string) => {
    if (text.trim() === value.trim()) return;
    setSent(text);
    onCommit(text);
  });
  if (value !== shown) {
    setShown(value);
    if (value.trim() !== sent.trim()) {
      setDraft(value);
      change.cancel();
    }
  }
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Buscar
      </label>
      <input
        id={id}
        type="search"
        className={fieldStyles.input}
        placeholder="Pádel, cañas, museo…"
        maxLength={100}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          change.schedule(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') change.flush();
        }}
      />
    </div>
  );
}
