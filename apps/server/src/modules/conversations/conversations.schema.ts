import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * A conversation (decision 0026): `private` between the pair `lowId`/`highId` (lower id first,
 * one row a pair, gone with either account), or a group's chat (`group`, the pair null).
 * `messageSeq` numbers its messages; `lastMessageAt` orders the member's list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    lowId: integer().references(() => users.id, { onDelete: 'cascade' }),
    highId: integer().references(() => users.id, { onDelete: 'cascade' }),
    messageSeq: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.lowId, table.highId),
    index().on(table.highId),
    check(
      'conversations_pair',
      sql`(${table.kind} = 'private' and ${table.lowId} < ${table.highId}) or (${table.kind} = 'group' and ${table.lowId} is null and ${table.highId} is null)`,
    ),
  ],
);

/** Who is in a conversation, and how far they have read it (a cursor on `seq`). */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readSeq: integer().notNull().default(0),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index().on(table.userId),
  ],
);

/**
 * A message of a conversation, as `messages` is of an activity: `seq` grows per conversation,
 * a retry with the same client id stores nothing new, a gone account's messages stay unsigned.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    seq: integer().notNull(),
    message: text().notNull(),
    type: text().notNull().default('text'),
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.conversationId, table.seq),
    unique().on(table.conversationId, table.userId, table.clientId),
    index().on(table.userId, table.id),
  ],
);
