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
} from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { users } from '../users/users.schema.js';

/**
 * One matched person's attendance of an activity (decision 0027): the host's mark and the
 * person's word that it took place. `verifiedAt` is set once, by whichever statement makes the
 * two agree, and never unset: points and reliability are counted from it. A row exists once
 * either side has spoken; an activity "took place" once its host marked anybody.
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
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.userId] }),
    index().on(table.userId, table.endsAt),
    check(
      'attendances_verified_agree',
      sql`${table.verifiedAt} is null or (${table.mark} = 'present' and ${table.tookPlace})`,
    ),
  ],
);
