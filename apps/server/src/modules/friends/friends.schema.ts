import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A friendship or a request for one (decision 0023): one row a pair, stored with the lower id
 * first, so two requests crossing each other meet on the same key and make one friendship.
 * `acceptedAt` null: `requesterId` asked and the other has not answered.
 */
export const friendships = pgTable(
  'friendships',
  {
    lowId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.lowId, table.highId] }),
    index().on(table.highId, table.lowId),
    check('friendships_ordered', sql`${table.lowId} < ${table.highId}`),
  ],
);

/**
 * An invitation from a host to a friend to take a place in their activity; accepting it is the
 * request and its acceptance in one step. Gone once answered.
 */
export const activityInvitations = pgTable(
  'activity_invitations',
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.userId] }), index().on(table.userId)],
);
