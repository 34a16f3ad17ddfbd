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
