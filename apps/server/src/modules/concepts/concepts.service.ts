import type { Concept } from '@app/contract/reference';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/http-errors.js';
import { VERSION_KEYS, versionOf, type SettingsService } from '../info/settings.service.js';
import { versionedCache } from '../info/versioned-cache.js';
import { CONCEPT_SEEDS, type ConceptSeed } from './concepts.data.js';
import { conceptOptions, concepts } from './concepts.schema.js';
import { conceptViews } from './concepts.view.js';

/** An option with its concept's code and its place in the concept's list. */
export type OptionEntry = { id: number; tag: string; name: string; code: string; position: number };

export function createConceptsService(db: Db, settings: SettingsService) {
  const optionsWhere = (where?: SQL, executor: Db = db) =>
    executor
      .select({
        id: conceptOptions.id,
        tag: conceptOptions.tag,
        name: conceptOptions.name,
        code: concepts.code,
        position: conceptOptions.position,
      })
      .from(conceptOptions)
      .innerJoin(concepts, eq(concepts.id, conceptOptions.conceptId))
      .where(where)
      .then((rows) => new Map<number, OptionEntry>(rows.map((row) => [row.id, row])));
  // A few hundred rows: every list's views name their options from memory.
  const optionCache = versionedCache(settings, VERSION_KEYS.concept, optionsWhere, (ids) =>
    optionsWhere(inArray(conceptOptions.id, ids)),
  );

  async function list(): Promise<Concept[]> {
    const [conceptRows, optionRows] = await Promise.all([
      db.select().from(concepts).orderBy(asc(concepts.id)),
      db
        .select()
        .from(conceptOptions)
        .orderBy(
          asc(conceptOptions.conceptId),
          asc(conceptOptions.position),
          asc(conceptOptions.id),
        ),
    ]);
    return conceptViews(conceptRows, optionRows);
  }

  return {
    list,

    /** These options with their concept's code and their place in its list, by id. */
    async options(ids: number[]): Promise<Map<number, OptionEntry>> {
      if (ids.length === 0) return new Map();
      return optionCache.byIds(ids);
    },

    /**
     * The same, read through `executor` rather than memory: inside a transaction, where the
     * cache's own reads would wait for PGlite's one connection, which the transaction holds.
     */
    async optionsIn(executor: Db, ids: number[]): Promise<Map<number, OptionEntry>> {
      if (ids.length === 0) return new Map();
      return optionsWhere(inArray(conceptOptions.id, ids), executor);
    },

    /** The options of the concept `code`, from memory, in the list's order. */
    async optionsOf(code: string): Promise<OptionEntry[]> {
      const all = await optionCache.all();
      return [...all.values()]
        .filter((option) => option.code === code)
        .sort((a, b) => a.position - b.position || a.id - b.id);
    },

    /** Ids of the options of the concepts `codes` (a profile's list fields, say). */
    async optionIdsOf(codes: readonly string[]): Promise<number[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select({ id: conceptOptions.id })
        .from(conceptOptions)
        .innerJoin(concepts, eq(concepts.id, conceptOptions.conceptId))
        .where(inArray(concepts.code, [...codes]));
      return rows.map((row) => row.id);
    },

    /** 422 on `field` unless every id is an option of the concept `code`. */
    async checkOptions(code: string, ids: number[], field: string): Promise<void> {
      if (ids.length === 0) return;
      const found = await optionCache.byIds(ids);
      const unique = new Set(ids);
      if ([...unique].some((id) => found.get(id)?.code !== code)) {
        throw validationError({ [field]: ['La opción elegida no es válida.'] });
      }
    },

    /**
     * Adds missing concepts and options and brings names and order up to date. Ids are kept,
     * and options no longer listed stay, since profiles and activities may refer to them.
     */
    async seed(seeds: ConceptSeed[] = CONCEPT_SEEDS): Promise<void> {
      await db.transaction(async (tx) => {
        for (const seed of seeds) {
          const [row] = await tx
            .insert(concepts)
            .values({ code: seed.code, name: seed.name })
            .onConflictDoUpdate({
              target: concepts.code,
              set: { name: seed.name },
              setWhere: sql`${concepts.name} is distinct from excluded.name`,
            })
            .returning({ id: concepts.id });
          const conceptId =
            row?.id ??
            (
              await tx
                .select({ id: concepts.id })
                .from(concepts)
                .where(eq(concepts.code, seed.code))
            )[0]?.id;
          if (conceptId === undefined) throw new Error(`concept ${seed.code} missing after seed`);
          const values = seed.options.map(([slug, name], position) => ({
            conceptId,
            tag: `${seed.code}-${slug}`,
            name,
            position,
          }));
          await tx
            .insert(conceptOptions)
            .values(values)
            .onConflictDoUpdate({
              target: conceptOptions.tag,
              set: { name: sql`excluded.name`, position: sql`excluded.position` },
              setWhere: sql`(${conceptOptions.name}, ${conceptOptions.position}) is distinct from (excluded.name, excluded.position)`,
            });
        }
      });
      await settings.set(VERSION_KEYS.concept, versionOf(await list()));
    },
  };
}

export type ConceptsService = ReturnType<typeof createConceptsService>;
