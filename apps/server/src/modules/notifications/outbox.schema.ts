import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages kept instead of sent: every SMS, and e-mail when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.to, table.createdAt)],
);
