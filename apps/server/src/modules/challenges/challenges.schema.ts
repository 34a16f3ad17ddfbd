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
import { CHALLENGE_METRICS } from '@app/contract/challenges';
import { activities } from '../activities/activities.schema.js';
import { sponsors } from '../sponsors/sponsors.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A challenge: a goal (`metric` reaching `goal`) over a period, optionally in one discipline,
 * with a reward in coins and a badge (decision 0028, issue 21).
 */
export const challenges = pgTable(
  'challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    metric: text({ enum: CHALLENGE_METRICS }).notNull(),
    goal: integer().notNull(),
    disciplineOptionId: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    rewardCoins: integer().notNull().default(0),
    badgeName: text(),
    badge: text(),
    sponsorId: integer().references(() => sponsors.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('challenges_goal_positive', sql`${table.goal} > 0`),
    check('challenges_reward_not_negative', sql`${table.rewardCoins} >= 0`),
    check('challenges_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * Who joined a challenge, their progress (recomputed from their facts under this row's lock)
 * and when they completed it: set once, by the update that finds it unset, which is what
 * makes the reward exactly once.
 */
export const challengeMembers = pgTable(
  'challenge_members',
  {
    challengeId: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progress: integer().notNull().default(0),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.userId] }),
    index().on(table.userId),
    index().on(table.challengeId, table.progress),
  ],
);

/** Each verified attendance that counted for a member's challenge, once, with its worth. */
export const challengeFacts = pgTable(
  'challenge_facts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Kept when the activity goes: progress made stays made.
    activityId: integer().references(() => activities.id, { onDelete: 'set null' }),
    disciplineOptionId: integer(),
    minutes: integer().notNull(),
    kcal: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.challengeId, table.userId, table.activityId)],
);
