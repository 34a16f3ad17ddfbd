import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';
import { groups } from '../groups/groups.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Invitation links (issue 38): a secret address that lets whoever opens it ask for a place in
 * a plan or a group, or join at once (`mode`). Each use counts in `uses`, raised by the one
 * statement that also checks the link is still good (not revoked, not expired, `uses` under
 * `max_uses`), inside the transaction that asks or joins, so two people racing for a last use
 * take turns on the row and only one gets it. A revoked link stays, for its makers' list.
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: serial().primaryKey(),
    token: text().notNull().unique(),
    activityId: integer().references(() => activities.id, { onDelete: 'cascade' }),
    groupId: integer().references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text().notNull(),
    maxUses: integer(),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.activityId),
    index().on(table.groupId),
    index().on(table.createdBy),
    // A link opens exactly one thing: a plan or a group.
    check(
      'invitation_links_one_target',
      sql`num_nonnulls(${table.activityId}, ${table.groupId}) = 1`,
    ),
    check('invitation_links_mode', sql`${table.mode} in ('ask', 'join')`),
    check(
      'invitation_links_uses',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);
