import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A sponsor brand (issue 21): events are hosted in its name, challenges carry it. */
export const sponsors = pgTable('sponsors', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  link: text(),
  /** Set when the logo is stored (files `sponsors/{id}.png`); null without one. */
  logoUpdatedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
