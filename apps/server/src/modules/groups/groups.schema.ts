import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedColumn } from '../../lib/text-search.js';
import { conversations } from '../conversations/conversations.schema.js';
import { cities } from '../places/places.schema.js';
import { users } from '../users/users.schema.js';

/** A group (decision 0026): its chat is `conversationId`, deleted with it. */
export const groups = pgTable(
  'groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    // What the search of groups to join reads (lib/text-search.ts): without case or accents.
    nameFolded: foldedColumn('name'),
    description: text().notNull().default(''),
    visibility: text().notNull(),
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    pictureUpdatedAt: timestamp({ withTimezone: true }),
    conversationId: integer()
      .notNull()
      .unique()
      .references(() => conversations.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.cityId)],
);

/** Who is in a group and as what. Exactly one owner (the partial unique index). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index().on(table.userId),
    uniqueIndex('group_members_one_owner')
      .on(table.groupId)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/** A request to join a private group, until an owner or admin answers it. */
export const groupRequests = pgTable(
  'group_requests',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index().on(table.userId)],
);

/** A member's invitation of a friend, until the friend answers it. */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index().on(table.userId)],
);
