import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const concepts = pgTable('concepts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

export const conceptOptions = pgTable(
  'concept_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conceptId: integer()
      .notNull()
      .references(() => concepts.id),
    tag: text().notNull().unique(),
    name: text().notNull(),
    // Options keep the order they are listed in (the zodiac signs go in calendar order).
    position: integer().notNull(),
  },
  (table) => [index().on(table.conceptId, table.position)],
);
