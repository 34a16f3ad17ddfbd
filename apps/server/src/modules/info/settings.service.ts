import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { settings } from './settings.schema.js';

/** Keys of the versions `GET /info` reports; each changes when the data behind it does. */
export const VERSION_KEYS = {
  country: 'version:country',
  concept: 'version:concept',
  text: 'version:text',
} as const;

/** A short, stable version string for some data: the start of its SHA-256. */
export function versionOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
}

export type SettingsCacheOptions = {
  /** How stale a read may be: another node's write shows here within this time. */
  maxAgeMs?: number;
  now?: () => number;
};

/**
 * Small server-wide values, read on hot paths (`GET /info` on every app start). All rows are
 * kept in memory for `maxAgeMs` (one second by default): a write on this node shows at once,
 * a write on another node within that time.
 */
export function createSettingsService(db: Db, options: SettingsCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const now = options.now ?? Date.now;
  let snapshot: { at: number; values: Map<string, string> } | undefined;
  let loading: Promise<Map<string, string>> | undefined;
  // Bumped by every local write, so a read that started before it cannot cache older values.
  let generation = 0;

  function all(): Promise<Map<string, string>> {
    if (snapshot && now() - snapshot.at < maxAgeMs) return Promise.resolve(snapshot.values);
    if (!loading) {
      const started = generation;
      const at = now();
      loading = db
        .select()
        .from(settings)
        .then((rows) => {
          const values = new Map(rows.map((row) => [row.key, row.value]));
          if (started === generation) snapshot = { at, values };
          return values;
        })
        .finally(() => {
          loading = undefined;
        });
    }
    return loading;
  }

  return {
    async getMany<K extends string>(keys: readonly K[]): Promise<Partial<Record<K, string>>> {
      const values = await all();
      const result: Partial<Record<K, string>> = {};
      for (const key of keys) {
        const value = values.get(key);
        if (value !== undefined) result[key] = value;
      }
      return result;
    },

    async get(key: string): Promise<string | undefined> {
      return (await all()).get(key);
    },

    /** Writes a value; the row is touched only when the value changes. */
    async set(key: string, value: string): Promise<void> {
      generation += 1;
      snapshot = undefined;
      loading = undefined;
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value, updatedAt: sql`now()` },
          setWhere: sql`${settings.value} is distinct from excluded.value`,
        });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
