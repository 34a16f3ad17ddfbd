import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-wide values that change at run time: data versions, app build versions. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
