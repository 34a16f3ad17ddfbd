import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';

/**
 * One page of a table's rows and how many rows the filter matches in all: the pair of queries
 * every paged list runs, written once. The two run together.
 * @example pageOf(db, feedback, { where, orderBy: [desc(feedback.id)], limit, offset })
 */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  options: { where?: SQL; orderBy: Array<SQL | PgColumn>; limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [counted, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(options.where),
    db
      .select()
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.offset),
  ]);
  // The generic table loses drizzle's row type; it is the table's own select model.
  return { rows: rows as T['$inferSelect'][], total: counted[0]?.total ?? 0 };
}
