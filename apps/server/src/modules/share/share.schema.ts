import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * A member's calendar feed (issue 38): the secret in its address, which a calendar app
 * fetches without signing in. One per member; resetting it makes a new secret, and the old
 * address finds nothing.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
