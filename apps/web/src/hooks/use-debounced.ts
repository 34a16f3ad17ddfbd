import { useEffect, useState } from 'react';

/** How long after the last keystroke a search box asks the server: short enough to feel live. */
export const TYPING_DELAY_MS = 100;

/**
 * `value` once it has stayed the same for `delayMs`: what a search box sends, so each
 * keystroke is not a request of its own.
 * @example const term = useDebounced(typed); // asks for `term`, not for every `typed`
 */
export function useDebounced<T>(value: T, delayMs = TYPING_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
