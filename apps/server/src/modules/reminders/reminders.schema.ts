import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A plan's reminder sent to one member (issue 38): the day before (`day`) or an hour before
 * (`hour`). The row is the reminder's claim: every node sweeps, and the one whose insert
 * makes the row sends it, in the same transaction, so it goes once however many nodes run.
 */
export const planReminders = pgTable(
  'plan_reminders',
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId, table.kind] }),
    index().on(table.userId),
  ],
);
