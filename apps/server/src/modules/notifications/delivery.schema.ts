import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Notices the delivery queue gave up on after its last retry, for staff to see
 * (docs/decisions/0043-delivery-queue.md). The message itself is not kept: it may hold a code.
 */
export const deliveryFailures = pgTable(
  'delivery_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The queue's job id. */
    jobId: text().notNull().unique(),
    channel: text({ enum: ['email', 'sms', 'push'] }).notNull(),
    /** An address, a phone, or for Web Push only the push service's host. */
    to: text().notNull(),
    subject: text(),
    attempts: integer().notNull(),
    error: text().notNull(),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.failedAt), index().on(table.to)],
);
