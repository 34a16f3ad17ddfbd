import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';

/** A count that stops at a cap: exact below it, `capped` when there are at least `cap` rows. */
export type CappedCount = { total: number; total_capped: boolean };

/**
 * How many rows of `table` match `where`, reading at most `cap` of them: the count of a
 * `limit cap` subquery, so a filter that matches half a million rows costs what `cap` rows
 * cost. At `cap` the answer is "at least that many" (`total_capped`).
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<CappedCount> {
  return cappedOf(await cappedCountQuery(db, table, where, cap), cap);
}

/**
 * `cappedCount`'s statement, to prepare once (decision 0055): `cap` may be a placeholder.
 * `cappedOf` reads its rows.
 */
export function cappedCountQuery(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('limited');
  return db.select({ total: sql<number>`count(*)::int` }).from(limited);
}

export function cappedOf(rows: Array<{ total: number }>, cap: number): CappedCount {
  const total = rows[0]?.total ?? 0;
  return { total, total_capped: total >= cap };
}
