// What members type in a search box finds text whatever its case and accents: `padel` finds
// "Pádel", `MARIA` finds "María". Written once for every search (people, plans, groups):
//
// - `search_fold(text)` (migration 0026) folds text in SQL: Unicode decomposition (NFD), the
//   combining accents taken away, lower case; "Ñandú Pádel" is "nandu padel". It needs no
//   extension (`unaccent` is one: PGlite loads it as a separate bundle and a managed
//   PostgreSQL may refuse to create it) and is IMMUTABLE, so a stored column may use it.
// - Each searched column has a stored copy folded by it (`foldedColumn`), so a search reads a
//   prepared value instead of folding every row at every search (several times the cost of
//   `ilike` over a table of activities).
// - `containsFolded` folds what was typed with the same function and looks for it inside.
// A search for a piece of a word cannot use a btree index (the `%` comes first), so none is
// made; the other conditions of each list narrow the rows first.
import { sql, type SQL } from 'drizzle-orm';
import { text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and `\` typed by someone are themselves in a LIKE pattern, not wildcards. */
export const escapeLike = (typed: string) => typed.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A stored column holding the column named `source` (its SQL name) folded for search;
 * null where it is null.
 * @example descriptionFolded: foldedColumn('description')
 */
export function foldedColumn(source: string) {
  return text().generatedAlwaysAs(sql.raw(`search_fold("${source}")`));
}

/**
 * Whether a folded column (`foldedColumn`) contains what was typed, case and accents ignored.
 * @example containsFolded(groups.nameFolded, 'padel') // finds "Pádel los martes"
 */
export function containsFolded(folded: AnyPgColumn, typed: string): SQL {
  return containsPattern(folded, escapeLike(typed));
}

/** `containsFolded` of what was typed once `escapeLike` escaped it (or a placeholder of it). */
export function containsPattern(folded: AnyPgColumn, escaped: string): SQL {
  return sql`${folded} like '%' || search_fold(${escaped}) || '%'`;
}
