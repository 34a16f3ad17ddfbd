import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { petitions } from '../petitions/petitions.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A member's decision on an activity of their deck (decision 0020): `like` sent the petition
 * `petitionId`, `pass` hides the activity for 30 days. One per member and activity: a new
 * decision after a pass has expired replaces it.
 */
export const swipeDecisions = pgTable(
  'swipe_decisions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    decision: text().$type<'like' | 'pass'>().notNull(),
    // The petition a like sent; null for a pass, or once that petition is withdrawn.
    petitionId: integer().references(() => petitions.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId] }),
    // The latest decision (undo) and today's count (the daily limit).
    index().on(table.userId, table.decidedAt),
    // Deleting an activity or withdrawing a petition finds its decisions.
    index().on(table.activityId),
    index().on(table.petitionId),
    check('swipe_decisions_decision_check', sql`${table.decision} in ('like', 'pass')`),
  ],
);

/**
 * A member's deck: the row their decisions lock, so that two at once cannot both take the
 * day's last turn, and when they last undid a decision (an undo is allowed once after each new
 * decision, decision 0020).
 */
export const swipeStates = pgTable('swipe_states', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastUndoAt: timestamp({ withTimezone: true }),
});
