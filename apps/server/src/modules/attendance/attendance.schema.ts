import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * One matched person's attendance of an activity (decision 0027): the host's mark and the
 * person's word that it took place. `verifiedAt` is set once, by whichever statement makes the
 * two agree, and never unset: reliability is counted from it. `countedAt` is set once too,
 * when the verified fact is counted for points, coins and challenges (the plan has ended,
 * decision 0034): the statement that sets it is what makes a fact count exactly once. A row
 * exists once either side has spoken; an activity "took place" once its host marked anybody.
 */
export const attendances = pgTable(
  'attendances',
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: text({ enum: ['present', 'absent'] }),
    tookPlace: boolean(),
    // The activity's end, copied so a member's latest activities are one index away.
    endsAt: timestamp({ withTimezone: true }).notNull(),
    markedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    countedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId] }),
    index().on(table.userId, table.endsAt),
    // What the sweep looks through: verified facts whose plan had not ended (a few at a time).
    index('attendances_to_count')
      .on(table.endsAt)
      .where(sql`${table.verifiedAt} is not null and ${table.countedAt} is null`),
    check(
      'attendances_verified_agree',
      sql`${table.verifiedAt} is null or (${table.mark} = 'present' and ${table.tookPlace})`,
    ),
    check(
      'attendances_counted_verified',
      sql`${table.countedAt} is null or ${table.verifiedAt} is not null`,
    ),
  ],
);

/**
 * A pair of members (the lower id first), a row to lock while one of their shared activities
 * is counted: the pair rule's count and its new fact take turns (decision 0034).
 */
export const memberPairs = pgTable(
  'member_pairs',
  {
    lowId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.lowId, table.highId] }),
    check('member_pairs_ordered', sql`${table.lowId} < ${table.highId}`),
  ],
);

/**
 * Each activity a pair (host and participant) shared that counted under the pair rule, with
 * when it ended: at most PAIR_RULE.activities of them within PAIR_RULE.windowMs of each other.
 * Kept when the activity goes, so deleting plans does not reset the rule.
 */
export const pairFacts = pgTable(
  'pair_facts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lowId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer().references(() => activities.id, { onDelete: 'set null' }),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index().on(table.lowId, table.highId, table.endsAt),
    unique().on(table.lowId, table.highId, table.activityId),
  ],
);
