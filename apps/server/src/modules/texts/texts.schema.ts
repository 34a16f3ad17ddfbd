import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const texts = pgTable('texts', {
  tag: text().primaryKey(),
  lanEs: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
