import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A chat message of an activity. `seq` increases per activity, so a client fetches what came
 * after the last one it saw. A deleted account's messages stay for the others, unsigned.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    seq: integer().notNull(),
    message: text().notNull(),
    type: text().notNull().default('text'),
    // The sender's own id for this send: a retry with the same id stores nothing new.
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.activityId, table.seq),
    unique().on(table.activityId, table.userId, table.clientId),
    // By author, then id: the data export reads an author's messages a page at a time by id,
    // and each page is then one range of this index, however far into the list it is.
    index().on(table.userId, table.id),
  ],
);

/** Who has read which message. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] }), index().on(table.userId)],
);
