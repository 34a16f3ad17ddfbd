import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A place in an activity, given by the host's acceptance. A match is an accepted petition and
 * shares its id, so the sender, who knows the petition, can write at /match/{id}/message.
 */
export const matches = pgTable(
  'matches',
  {
    id: integer().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.activityId, table.userId), index().on(table.userId)],
);
