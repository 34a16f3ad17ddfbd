import { sql } from 'drizzle-orm';
import {
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
import { conceptOptions } from '../concepts/concepts.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A "me apetece…" on the map (decision 0021). `lat`/`lon` are the centre of the ~500 m grid
 * square the member was in, never their position; `cell` is the 0.25° cell of the activity
 * list (packages/contract/src/geo-cells.ts), which names the live channel and serves the area
 * query. Over at `expiresAt`; `activityId` once it became an activity.
 */
export const wishes = pgTable(
  'wishes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    typeOptionId: integer().references(() => conceptOptions.id),
    disciplineOptionId: integer().references(() => conceptOptions.id),
    window: text().$type<'now' | 'today' | 'tomorrow' | 'weekend'>().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    cell: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    activityId: integer().references(() => activities.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.cell, table.expiresAt),
    index().on(table.userId, table.expiresAt),
    index().on(table.expiresAt),
    check('wishes_window_check', sql`${table.window} in ('now', 'today', 'tomorrow', 'weekend')`),
  ],
);

/** "¡Me apunto!": a member answered a wish. */
export const wishAnswers = pgTable(
  'wish_answers',
  {
    wishId: integer()
      .notNull()
      .references(() => wishes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.wishId, table.userId] }), index().on(table.userId)],
);

/** The row a member's wish writes lock, so that two at once cannot both be their active one. */
export const wishStates = pgTable('wish_states', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});
