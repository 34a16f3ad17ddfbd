import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * A statement built and prepared once per database handle, for helpers that take the handle
 * as an argument (decision 0055): drizzle builds a statement's SQL anew on every call, which
 * cost a fifth of the busiest routes' time, and PostgreSQL then parses it once per connection.
 * `build` must put every value in a placeholder and give its statement a name of its own.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}

/**
 * Prepares a statement named after its own SQL text (`prefix` and a hash of it), for
 * statements whose text depends on more than their name could say (a shape, the modules the
 * server runs with): pg refuses one name for two texts on a connection, and two
 * servers in one process may share a pool.
 */
export function prepareByText<
  T extends { toSQL(): { sql: string }; prepare(name: string): unknown },
>(query: T, prefix: string): ReturnType<T['prepare']> {
  const hash = createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 20);
  return query.prepare(`${prefix}_${hash}`) as ReturnType<T['prepare']>;
}

/**
 * A prepared statement's placeholder typed as the value it stands for, so the SQL helpers that
 * take plain values (blocks, groups, friends, the store) embed it as they are: they only ever
 * put their argument into SQL, never compute with it.
 */
export const slot = <T>(name: string): T => sql.placeholder(name) as T;
