import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * What members write to the team from "Ayuda" (issue 35): a topic and their words, until staff
 * mark it handled (and by whom). Gone with the member's account.
 */
export const helpMessages = pgTable(
  'help_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index().on(table.userId, table.id),
    // The staff queue: open ones oldest first, handled ones latest first.
    index().on(table.handledAt, table.id),
  ],
);
