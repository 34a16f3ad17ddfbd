import type { PlaceFound } from '@app/contract/place-search';
import { ApiError } from '@app/sdk/http/api-error';
import type { Coordinate } from '@app/sdk/reference/geo';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-change';
import { searchable, usePlaceSearch } from '../../lib/place-search';
import { SearchIcon } from '../icons/search-icon';
import { buttonClassName } from '../ui/button';
import { Spinner } from '../ui/spinner';
import fieldStyles from '../form/field.module.css';
import styles from './place-search-field.module.css';

/** Why a search found nothing to show, in words. */
function failure(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.message)
    return error.message;
  return 'No hemos podido buscar. Comprueba tu conexión y vuelve a intentarlo.';
}

/**
 * A site or an address found by name, near `near` (the chosen city's centre): a combobox (ARIA
 * 1.2 pattern) whose options are the places found, each with where it is. With `typeahead` it
 * searches 100 ms after the last keystroke (spec, section 9); without (Nominatim, whose rules
 * forbid it), when the member presses Buscar or Intro. Picking one hands it to `onPick`.
 */
export function PlaceSearchField({
  id,
  label,
  near,
  nearWords,
  typeahead,
  onPick,
}: {
  id: string;
  label: string;
  near: Coordinate | undefined;
  /** Where the search looks, for the words when nothing is found ("cerca de Madrid"). */
  nearWords: string;
  typeahead: boolean;
  onPick: (place: PlaceFound) => void;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const settled = useDebouncedValue(text);
  const wanted = typeahead ? settled : asked;
  const search = usePlaceSearch(open ? wanted : '', near);
  const places = (searchable(wanted) && search.data?.data) || [];
  const expanded = open && places.length > 0;
  // On a phone the list opens below the fold (or under the keyboard): brought into view.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (expanded) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  const pick = (place: PlaceFound) => {
    setText(place.name);
    setAsked('');
    setOpen(false);
    onPick(place);
  };

  const submit = () => {
    setAsked(text);
    setActive(0);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (places.length ? (index + step + places.length) % places.length : 0));
    } else if (event.key === 'Enter') {
      // Never the form's submit: Intro here picks a place, or searches.
      event.preventDefault();
      const place = places[active];
      if (expanded && place) pick(place);
      else if (!typeahead) submit();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  let status: string | undefined;
  if (open && searchable(wanted)) {
    if (search.isFetching && !expanded) status = 'Buscando…';
    else if (search.isError) status = failure(search.error);
    else if (search.isSuccess && !search.isPlaceholderData && places.length === 0)
      status = `No encontramos «${wanted.trim()}» ${nearWords}. Prueba con otro nombre o marca el punto en el mapa.`;
  }

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.combo}>
          <SearchIcon size={18} className={styles.icon} />
          <input
            id={id}
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            className={`${fieldStyles.input} ${styles.input}`}
            placeholder="Un polideportivo, un parque, una calle y número…"
            value={text}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
            aria-describedby={status ? `${id}-status` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              if (typeahead) setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // A click on an option lands after the blur; let it.
              window.setTimeout(() => setOpen(false), 150);
            }}
          />
          <ul
            ref={list}
            id={listId}
            role="listbox"
            className={styles.list}
            hidden={!expanded}
            aria-label={label}
          >
            {places.map((place, index) => (
              <li
                key={`${place.lat},${place.lon},${place.name}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                <span className={styles.name}>{place.name}</span>
                {place.address && <span className={styles.address}>{place.address}</span>}
              </li>
            ))}
          </ul>
        </div>
        {!typeahead && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={submit}
            disabled={!searchable(text)}
          >
            Buscar
          </button>
        )}
      </div>
      <p id={`${id}-status`} className={styles.status} aria-live="polite">
        {status === 'Buscando…' && <Spinner size={14} />}
        {status}
      </p>
    </div>
  );
}
