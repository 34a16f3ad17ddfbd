import { useSyncExternalStore } from 'react';
import { applyTheme, readTheme, saveTheme, THEME_KEY, type ThemeChoice } from '../lib/theme';

const listeners = new Set<() => void>();
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme(readTheme(storage()), document.documentElement);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The member's colour scheme in this browser, and a way to change it everywhere at once. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => readTheme(storage()),
    // Prerendered: no choice can be read, and the page follows the system.
    (): ThemeChoice => 'auto',
  );
  const choose = (next: ThemeChoice) => {
    saveTheme(next, storage(), document.documentElement);
    for (const listener of listeners) listener();
  };
  return [choice, choose];
}
