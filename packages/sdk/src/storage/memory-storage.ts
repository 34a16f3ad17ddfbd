import type { KeyValueStorage } from './key-value-storage.js';

/** A storage held in memory; `entries` shows what it holds (handy in tests). */
export type MemoryStorage = KeyValueStorage & { readonly entries: Map<string, string> };

/**
 * A storage that lives as long as the process: tests, Node, or a private browsing session.
 * @example
 * const storage = memoryStorage({ apiToken: '1|abc' });
 * storage.getItem('apiToken'); // '1|abc'
 */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
