import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Registered client applications (web, android, ios): device mode's name and key. */
export const devices = pgTable('devices', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  // Only the SHA-256 of the key is stored, like every other credential.
  keyHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
