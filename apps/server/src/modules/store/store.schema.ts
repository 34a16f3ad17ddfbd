import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { STORE_KINDS } from '@app/contract/store';
import { activities } from '../activities/activities.schema.js';
import { coinTransfers } from '../coins/coins.schema.js';
import { users } from '../users/users.schema.js';

/** The catalogue (decision 0028): staff manage it; an item off sale stays for its purchases. */
export const storeItems = pgTable(
  'store_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: STORE_KINDS }).notNull(),
    name: text().notNull(),
    description: text().notNull(),
    price: integer().notNull(),
    badge: text(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('store_items_price_positive', sql`${table.price} > 0`)],
);

/**
 * What was bought: one per coin transfer (a retried purchase finds it), with the plan it
 * highlights and when its effect ends. The effect is read from here: a highlight is the
 * latest `ends_at` of an activity's purchases, a boost the latest of a member's.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => storeItems.id),
    kind: text({ enum: STORE_KINDS }).notNull(),
    transferId: integer()
      .notNull()
      .references(() => coinTransfers.id, { onDelete: 'cascade' }),
    activityId: integer().references(() => activities.id, { onDelete: 'cascade' }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.transferId),
    index().on(table.userId, table.id),
    index().on(table.activityId, table.endsAt),
    index().on(table.kind, table.userId, table.endsAt),
  ],
);

/** Badges on a member's public profile: one of each item (and, later, of each challenge). */
export const userBadges = pgTable(
  'user_badges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer().references(() => storeItems.id),
    name: text().notNull(),
    badge: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.itemId)],
);
