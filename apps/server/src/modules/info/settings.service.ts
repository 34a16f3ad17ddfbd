import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
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

export function createSettingsService(db: Db) {
  return {
    async getMany<K extends string>(keys: readonly K[]): Promise<Partial<Record<K, string>>> {
      const rows = await db
        .select()
        .from(settings)
        .where(inArray(settings.key, [...keys]));
      return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<
        Record<K, string>
      >;
    },

    async get(key: string): Promise<string | undefined> {
      const values = await this.getMany([key]);
      return values[key];
    },

    /** Writes a value; the row is touched only when the value changes. */
    async set(key: string, value: string): Promise<void> {
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
