import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Ids are the places dataset's own, so a city id stays the same across installs and seeds.
export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  name: text().notNull(),
  iso2: text().notNull().unique(),
  timezone: text().notNull(),
});

export const states = pgTable(
  'states',
  {
    id: integer().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
  },
  (table) => [index().on(table.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    name: text().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    timezone: text().notNull(),
  },
  (table) => [index().on(table.stateId)],
);
