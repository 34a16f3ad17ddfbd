import { desc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { pageOf } from './page-of.js';

// A table of this test's own, so the helper is tested apart from every module.
const items = pgTable('page_of_items', {
  id: integer().primaryKey(),
  kind: text().notNull(),
  name: text().notNull(),
});

describe.each(backends)('pageOf, on $name', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backend.open();
    await queryRows(
      database.db,
      sql`create table page_of_items (id integer primary key, kind text not null, name text not null)`,
    );
    for (let i = 1; i <= 7; i++) {
      await queryRows(
        database.db,
        sql`insert into page_of_items values (${i}, ${i % 2 ? 'odd' : 'even'}, ${`item ${i}`})`,
      );
    }
  });
  afterAll(() => database.dispose());

  it('gives one page in order and the total the filter matches', async () => {
    const page = await pageOf(database.db, items, {
      where: eq(items.kind, 'odd'),
      orderBy: [desc(items.id)],
      limit: 2,
      offset: 1,
    });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.name)).toEqual(['item 5', 'item 3']);
  });

  it('counts everything without a filter, and past the end gives no rows', async () => {
    const page = await pageOf(database.db, items, {
      orderBy: [desc(items.id)],
      limit: 5,
      offset: 10,
    });
    expect(page).toEqual({ rows: [], total: 7 });
  });
});
