import { sql } from 'drizzle-orm';
import { POINT_CAPS } from '@app/contract/ranking';
import {
  date,
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
 * Points, an append-only ledger (decision 0027): one entry per counted fact, unique per
 * member, kind and activity, so a fact retried or raced is counted once. An entry beyond the
 * day's three activities (`cappedBy` 'day'), or one the pair rule held (`cappedBy` 'pair',
 * decision 0034), is kept with no points, so the member sees why.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['attendance', 'hosting'] }).notNull(),
    points: integer().notNull(),
    cappedBy: text({ enum: POINT_CAPS }),
    // Kept when the activity goes: a verified fact stays earned.
    activityId: integer().references(() => activities.id, { onDelete: 'set null' }),
    // Copied from the activity: its city, discipline, and the day and month it ended in the
    // city's zone.
    cityId: integer().notNull(),
    disciplineOptionId: integer(),
    day: date().notNull(),
    month: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.userId, table.kind, table.activityId),
    index().on(table.userId, table.id),
  ],
);

/** How many activities have counted on a member's day: the cap's one row to lock. */
export const pointDays = pgTable(
  'point_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    activities: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * The monthly boards: a member's points in a month, city and discipline (0: all of them), and
 * when they reached them, which breaks ties. Kept with each entry, so a board is read from one
 * index in order, and a position is two range counts on it.
 */
export const rankingScores = pgTable(
  'ranking_scores',
  {
    month: date().notNull(),
    cityId: integer().notNull(),
    disciplineOptionId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer().notNull(),
    reachedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.cityId, table.disciplineOptionId, table.userId] }),
    index('ranking_scores_board').on(
      table.month,
      table.cityId,
      table.disciplineOptionId,
      sql`${table.points} desc`,
      table.reachedAt,
      table.userId,
    ),
    index().on(table.userId, table.month),
  ],
);

/**
 * How many members each board has at each score: a position is the members above the score
 * (a sum over at most a few hundred distinct scores) plus the ties who got there first, and a
 * board's size is one more sum, instead of counts over its members.
 */
export const rankingLevels = pgTable(
  'ranking_levels',
  {
    month: date().notNull(),
    cityId: integer().notNull(),
    disciplineOptionId: integer().notNull(),
    points: integer().notNull(),
    members: integer().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.month, table.cityId, table.disciplineOptionId, table.points],
    }),
  ],
);
