import type { Country } from '@app/contract/reference';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { cityChoices, searchCities, type CityChoice } from '../../lib/city-search';
import { locateCity } from '../../lib/locate-city';
import { useDebouncedChange } from '../../lib/use-debounced-change';
import { LocationIcon } from '../icons/app-icons';
import { Spinner } from '../ui/spinner';
import { describedBy, FieldError } from './field-message';
import styles from './city-field.module.css';
import fieldStyles from './field.module.css';

const SHOWN = 8;

/**
 * A city by name or by the browser's position: a combobox (ARIA 1.2 pattern) listing the
 * matching cities of `countries` with their province, and a button that finds the nearest one
 * (lib/locate-city.ts).
 */
export function CityField({
  id,
  label,
  countries,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  /** The places (the reference data's), whose cities are offered. */
  countries: Country[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  onBlur?: () => void;
  error?: string | undefined;
}) {
  const listId = useId();
  const choices = useMemo(() => cityChoices(countries), [countries]);
  const selected = useMemo(() => choices.find((choice) => choice.id === value), [choices, value]);
  const [typed, setTyped] = useState<string>();
  // The list follows the typing once it stops (the shared 100 ms field-change rule).
  const [searched, setSearched] = useState<string>();
  const search = useDebouncedChange(setSearched);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string>();

  const text = typed ?? (selected ? `${selected.name} (${selected.province})` : '');
  const settled = useMemo(
    () => (searched === undefined ? [] : searchCities(choices, searched, SHOWN)),
    [choices, searched],
  );
  // Keys pressed before the list caught up act on what is typed now.
  const current = () =>
    search.pending && typed !== undefined ? searchCities(choices, typed, SHOWN) : settled;
  const matches = typed === undefined ? [] : settled;
  const expanded = open && matches.length > 0;

  const pick = (choice: CityChoice) => {
    onChange(choice.id);
    search.cancel();
    setTyped(undefined);
    setSearched(undefined);
    setOpen(false);
    setLocateError(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const shown = current();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
      search.flush();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length ? (index + step + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter' && open && shown.length > 0) {
      event.preventDefault();
      const choice = shown[active];
      if (choice) pick(choice);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const useMyPosition = async () => {
    setLocating(true);
    setLocateError(undefined);
    try {
      pick(await locateCity({ countries }, choices));
    } catch (failure) {
      setLocateError((failure as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const shownError = locateError ?? error;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.combo}>
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          className={fieldStyles.input}
          placeholder="Escribe el nombre de tu ciudad"
          value={text}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, { error: shownError })}
          onChange={(event) => {
            setTyped(event.target.value);
            search.schedule(event.target.value);
            setActive(0);
            setOpen(true);
            if (value !== undefined) onChange(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // A click on an option lands after the blur; let it.
            window.setTimeout(() => setOpen(false), 150);
            onBlur?.();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          hidden={!expanded}
          aria-label={label}
        >
          {matches.map((choice, index) => (
            <li
              key={choice.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(choice)}
            >
              <span className={styles.name}>{choice.name}</span>
              <span className={styles.province}>{choice.province}</span>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.locate}
        onClick={useMyPosition}
        disabled={locating}
        aria-busy={locating || undefined}
      >
        {locating ? <Spinner /> : <LocationIcon size={18} />}
        Usar mi ubicación
      </button>
      <FieldError id={`${id}-error`} message={shownError} />
    </div>
  );
}
