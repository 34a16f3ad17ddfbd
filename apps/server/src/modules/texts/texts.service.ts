import type { Texts } from '@app/contract/reference';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { VERSION_KEYS, versionOf, type SettingsService } from '../info/settings.service.js';
import { TEXT_SEEDS } from './texts.data.js';
import { texts } from './texts.schema.js';
import { textsView } from './texts.view.js';

export function createTextsService(db: Db, settings: SettingsService) {
  async function list(): Promise<Texts> {
    const rows = await db.select().from(texts).orderBy(asc(texts.tag));
    return textsView(rows);
  }

  /** The text version follows the texts themselves, so every edit gives clients a new one. */
  async function refreshVersion(): Promise<void> {
    await settings.set(VERSION_KEYS.text, versionOf(await list()));
  }

  return {
    list,
    refreshVersion,

    /** Staff save texts (new or changed); the text version changes with them. */
    async save(entries: Array<{ tag: string; lan_es: string }>): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(texts)
        .values(entries.map((entry) => ({ tag: entry.tag, lanEs: entry.lan_es })))
        .onConflictDoUpdate({
          target: texts.tag,
          set: { lanEs: sql`excluded.lan_es`, updatedAt: sql`now()` },
        });
      await refreshVersion();
    },

    /** Deletes a text; false when there was none. */
    async remove(tag: string): Promise<boolean> {
      const removed = await db
        .delete(texts)
        .where(eq(texts.tag, tag))
        .returning({ tag: texts.tag });
      if (removed.length > 0) await refreshVersion();
      return removed.length > 0;
    },

    /** Adds the texts that are missing; a text already stored (maybe edited) is kept. */
    async seed(seeds: Record<string, string> = TEXT_SEEDS): Promise<void> {
      const values = Object.entries(seeds).map(([tag, lanEs]) => ({ tag, lanEs }));
      await db.insert(texts).values(values).onConflictDoNothing({ target: texts.tag });
      await refreshVersion();
    },
  };
}

export type TextsService = ReturnType<typeof createTextsService>;
