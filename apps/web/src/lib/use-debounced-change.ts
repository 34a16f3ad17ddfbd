import { useEffect, useState } from 'react';
import { createDebouncer } from './debouncer';

/** A field's change, held while someone types. */
export type DebouncedChange<T> = {
  /** Call on every keystroke: the value leaves 100 ms after the last one. */
  schedule(value: T): void;
  /** Sends the held value now (Enter, a blur); nothing when none is held. */
  flush(): void;
  /** Drops the held value (the field was reset from elsewhere). */
  cancel(): void;
  readonly pending: boolean;
};

/**
 * The one way a field's change leaves while someone types (spec, section 9: field changes are
 * emitted 100 ms after the last keystroke): searches, the city and place pickers, filters.
 * Call `schedule(value)` on every keystroke; `onChange` gets the last value once the typing
 * has stopped for 100 ms. `flush()` sends it at once (Enter, a blur); a value still held when
 * the field goes away is sent then, so closing a sheet right after typing loses nothing.
 * @example
 * const search = useDebouncedChange((text: string) => setFilter({ q: text }));
 * <input onChange={(event) => search.schedule(event.target.value)} onBlur={search.flush} />
 */
export function useDebouncedChange<T>(
  onChange: (value: T) => void,
  delay?: number,
): DebouncedChange<T> {
  // One timer for as long as the field lives; the handler of the last keystroke receives it.
  const [debouncer] = useState(() => createDebouncer<T>(delay));
  useEffect(() => () => debouncer.flush(), [debouncer]);
  return {
    schedule: (value) => debouncer.schedule(value, onChange),
    flush: debouncer.flush,
    cancel: debouncer.cancel,
    get pending() {
      return debouncer.pending;
    },
  };
}

/**
 * A value as it settles: `value` once it has stopped changing for 100 ms (the same rule as
 * `useDebouncedChange`, for a query that follows what is typed).
 * @example
 * const [q, setQ] = useState('');
 * const groups = useDiscoverGroups(useDebouncedValue(q).trim());
 */
export function useDebouncedValue<T>(value: T, delay?: number): T {
  const [settled, setSettled] = useState(value);
  const [debouncer] = useState(() => createDebouncer<T>(delay));
  useEffect(() => {
    if (Object.is(value, settled)) debouncer.cancel();
    else debouncer.schedule(value, setSettled);
  }, [value, settled, debouncer]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return settled;
}
