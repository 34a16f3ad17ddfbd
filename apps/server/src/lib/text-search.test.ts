import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { containsFolded, foldedColumn } from './text-search.js';

// A table of this test's own, searched as the people, plans and groups are.
const notes = pgTable('search_notes', {
  id: integer().primaryKey(),
  name: text().notNull(),
  nameFolded: foldedColumn('name'),
});

/** What the web's city search does (apps/web/src/lib/city-search.ts), as the oracle. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// Latin-1 and Latin Extended-A: every letter of the languages of Spain and its neighbours.
const LATIN = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i))
  .filter((char) => /\p{L}/u.test(char))
  .join('');

describe.each(backends)('search without case or accents on $name', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backend.open();
    await database.migrate();
    await database.db.execute(
      sql`create table search_notes (id integer primary key, name text not null, name_folded text generated always as (search_fold(name)) stored)`,
    );
  });
  afterAll(async () => {
    await database.dispose();
  });

  const folded = async (text: string) =>
    (
      await queryRows<{ folded: string }>(database.db, sql`select search_fold(${text}) as folded`)
    )[0]!.folded;

  it('folds as the web folds: accents away, lower case', async () => {
    expect(await folded('Pádel ÑANDÚ Çava Àvila Güell')).toBe('padel nandu cava avila guell');
    // Decomposed input (an e and a combining acute accent) folds the same.
    expect(await folded('Cafe\u0301')).toBe('cafe');
    for (const char of LATIN) expect(await folded(char), char).toBe(fold(char));
  });

  it('finds a piece of a name whatever its case and accents, and % _ \\ only as themselves', async () => {
    const names = ['Pádel los martes', 'PADEL al sol', 'Tenis', '100% pádel', 'a_b', 'c\\d'];
    await database.db.insert(notes).values(names.map((name, index) => ({ id: index, name })));
    const found = async (typed: string) =>
      (
        await database.db
          .select({ name: notes.name })
          .from(notes)
          .where(containsFolded(notes.nameFolded, typed))
          .orderBy(notes.id)
      ).map((row) => row.name);
    expect(await found('padel')).toEqual(['Pádel los martes', 'PADEL al sol', '100% pádel']);
    expect(await found('PÁDEL')).toEqual(await found('padel'));
    expect(await found('MARTES')).toEqual(['Pádel los martes']);
    expect(await found('%')).toEqual(['100% pádel']);
    expect(await found('_')).toEqual(['a_b']);
    expect(await found('\\')).toEqual(['c\\d']);
    // The stored copy follows a change of the name.
    await database.db
      .update(notes)
      .set({ name: 'Tenis de mesa' })
      .where(sql`${notes.id} = 2`);
    expect(await found('MESA')).toEqual(['Tenis de mesa']);
  });
});
