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
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('limited');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(limited);
  const total = row?.total ?? 0;
  return { total, total_capped: total >= cap };
}
