import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { COIN_ACCOUNTS, COIN_REASONS } from '@app/contract/coins';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Coins, a double-entry ledger (decision 0028). A transfer is one movement of a member's coins
 * with its reason and idempotency key (unique per member: a retry finds it, never doubles it);
 * its entries, one per account, add up to zero (a deferred constraint trigger checks it at
 * commit). Nothing here is updated or deleted but with the member's account.
 */
export const coinTransfers = pgTable(
  'coin_transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text({ enum: COIN_REASONS }).notNull(),
    /** The member's side: positive in, negative out. */
    amount: integer().notNull(),
    /** The balance right after, for the history. */
    balance: integer().notNull(),
    idempotencyKey: text().notNull(),
    // Kept when the activity goes: coins earned stay earned.
    activityId: integer().references(() => activities.id, { onDelete: 'set null' }),
    /** Who on the staff made an adjustment, and why. */
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.userId, table.idempotencyKey),
    index().on(table.userId, table.id),
    check('coin_transfers_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

export const coinEntries = pgTable(
  'coin_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer()
      .notNull()
      .references(() => coinTransfers.id, { onDelete: 'cascade' }),
    account: text({ enum: COIN_ACCOUNTS }).notNull(),
    amount: integer().notNull(),
  },
  (table) => [index().on(table.transferId), index().on(table.account)],
);

/**
 * A member's balance: the sum of their member entries, kept beside them in the same
 * transaction. Its check is the rule that no spend leaves it below zero; its row lock makes
 * concurrent spends take turns.
 */
export const coinBalances = pgTable(
  'coin_balances',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('coin_balances_not_negative', sql`${table.balance} >= 0`)],
);
