import { useEffect, useState } from 'react';

/** Spec, section 9: a field's change is emitted 100 ms after the last keystroke. */
export const FIELD_CHANGE_DELAY_MS = 100;

/**
 * `value` once it has stayed the same for `delayMs`: what a search as you type asks for, so
 * a word typed quickly is one question, not one per letter.
 * @example const settled = useDebouncedValue(text); useQuery(search(settled))
 */
export function useDebouncedValue<T>(value: T, delayMs: number = FIELD_CHANGE_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
