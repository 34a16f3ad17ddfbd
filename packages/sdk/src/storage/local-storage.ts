import type { KeyValueStorage } from './key-value-storage.js';

/** What the SDK uses of the browser's `localStorage`. */
type WebStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * The browser's `localStorage` as the SDK's storage (the website uses it). A full storage
 * (quota exceeded) or a blocked one is reported with `console.warn` instead of failing the call
 * that wrote, since the caches are only an optimisation.
 * @example const client = createClient({ environment: 'local', storage: localStorageStorage() });
 */
export function localStorageStorage(
  target: WebStorage | undefined = (globalThis as { localStorage?: WebStorage }).localStorage,
): KeyValueStorage {
  if (!target) throw new Error('localStorage is not available here; pass another storage');
  return {
    getItem: (key) => target.getItem(key),
    setItem: (key, value) => {
      try {
        target.setItem(key, value);
      } catch (error) {
        console.warn(`could not store "${key}"`, error);
      }
    },
    removeItem: (key) => target.removeItem(key),
  };
}
