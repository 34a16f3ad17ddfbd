import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { conceptOptions } from '../concepts/concepts.schema.js';
import { users } from '../users/users.schema.js';

/** A request to join an activity, answered by its host. */
export const petitions = pgTable(
  'petitions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    typeOptionId: integer()
      .notNull()
      .references(() => conceptOptions.id),
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    readed: boolean().notNull().default(false),
    acepted: boolean().notNull().default(false),
    refused: boolean().notNull().default(false),
    // On the activity's waiting list (decision 0027): sent while it was full or others waited.
    // The host answers it once a freed place is offered to it, the oldest first.
    waiting: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Nobody petitions the same activity twice.
    unique().on(table.fromUserId, table.activityId),
    index().on(table.toUserId, table.readed),
    index().on(table.activityId),
    index('petitions_waiting')
      .on(table.activityId, table.id)
      .where(sql`${table.waiting} and not ${table.acepted} and not ${table.refused}`),
  ],
);
