import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiTokens } from '../auth/auth.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A browser subscribed to a member's Web Push notifications: where its push service takes
 * messages (`endpoint`, one row per browser) and the keys to encrypt them for it. It lives as
 * long as the session that saved it: signing out, an expired token or a deleted account
 * delete it with the token, so a browser nobody is signed in on hears nothing private.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenId: integer()
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.tokenId)],
);
