import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '@app/contract/plans';
import { users } from '../users/users.schema.js';

/**
 * The payment provider's subscriptions, as it last told us (decision 0029): one row per
 * subscription, overwritten with the provider's state each time one of its events arrives, so
 * the member's plan and renewal date follow the provider, whatever order events come in.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    providerId: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text().notNull(),
    plan: text({ enum: PLAN_IDS }).notNull(),
    /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete... */
    status: text().notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

/** A member's customer at the provider, made at their first checkout. */
export const planCustomers = pgTable('plan_customers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text().notNull().unique(),
});

/** The provider's events already handled: a replay finds its id and changes nothing. */
export const planProviderEvents = pgTable('plan_provider_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A plan given by staff for a period, with who and why; a revocation is recorded on the row
 * (who, when, why) and never deleted: the table is the grants' audit.
 */
export const planGrants = pgTable(
  'plan_grants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text({ enum: PLAN_IDS }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull(),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    revokeNote: text(),
  },
  (table) => [
    index().on(table.userId, table.endsAt),
    check('plan_grants_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
