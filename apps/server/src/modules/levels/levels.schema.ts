import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A member's rating in a discipline (decision 0027): OpenSkill's mu and sigma on the 0–7
 * scale. `assessed`: it began with the self-assessment; `results`: confirmed results since.
 */
export const sportLevels = pgTable(
  'sport_levels',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disciplineOptionId: integer().notNull(),
    mu: doublePrecision().notNull(),
    sigma: doublePrecision().notNull(),
    assessed: boolean().notNull().default(false),
    results: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.disciplineOptionId] }),
    // "Para mi nivel" and the deck read a member's levels; ranking by discipline reads these.
    index().on(table.disciplineOptionId, table.mu),
  ],
);

/**
 * A competitive activity's result: reported by one side, then confirmed (ratings move, once)
 * or disputed (nothing moves until a new report is confirmed).
 */
export const activityResults = pgTable(
  'activity_results',
  {
    activityId: integer()
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    disciplineOptionId: integer().notNull(),
    winner: text({ enum: ['a', 'b', 'draw'] }).notNull(),
    status: text({ enum: ['reported', 'confirmed', 'disputed'] }).notNull(),
    reportedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answeredBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.reportedBy)],
);

/** Who played on which side, and (once confirmed) their rating before and after. */
export const resultPlayers = pgTable(
  'result_players',
  {
    activityId: integer()
      .notNull()
      .references(() => activityResults.activityId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team: text({ enum: ['a', 'b'] }).notNull(),
    muBefore: doublePrecision(),
    sigmaBefore: doublePrecision(),
    muAfter: doublePrecision(),
    sigmaAfter: doublePrecision(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId] }),
    index().on(table.userId),
    check('result_players_team', sql`${table.team} in ('a', 'b')`),
  ],
);
