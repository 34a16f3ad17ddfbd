import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** Feedback users send; staff publish some as testimonials on the website. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    description: text().notNull(),
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    // Set on the testimonials a new install starts with, so seeding twice adds nothing.
    seedKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.published, table.publishedAt)],
);
