import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { conversations } from '../conversations/conversations.schema.js';
import { groups } from '../groups/groups.schema.js';
import { users } from '../users/users.schema.js';

/**
 * The notifications centre (decision 0025): one row a thing to tell a member, written in the
 * transaction of what it tells. A chat's messages gather in one unread row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    activityId: integer().references(() => activities.id, { onDelete: 'cascade' }),
    conversationId: integer().references(() => conversations.id, { onDelete: 'cascade' }),
    groupId: integer().references(() => groups.id, { onDelete: 'cascade' }),
    text: text(),
    count: integer().notNull().default(1),
    readAt: timestamp({ withTimezone: true }),
    /** When its first gathered message came (a chat notice); its latest is `createdAt`. */
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.id),
    index('notifications_unread_index')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // One unread row for a chat's messages: new ones add to it.
    uniqueIndex('notifications_unread_chat_index')
      .on(table.userId, table.activityId)
      .where(sql`${table.kind} = 'message' and ${table.readAt} is null`),
    // The same for a conversation's messages (decision 0026).
    uniqueIndex('notifications_unread_conversation_index')
      .on(table.userId, table.conversationId)
      .where(sql`${table.kind} = 'conversation_message' and ${table.readAt} is null`),
  ],
);
