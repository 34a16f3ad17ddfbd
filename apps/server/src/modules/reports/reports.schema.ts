import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * A member's report of something (decision 0024), with the content as it was when reported:
 * the evidence stays when the content is removed, by its author or by staff.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    /** Whose content it is; kept with the report. */
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    details: text(),
    snapshot: text().notNull(),
    /** A message's neighbours in its chat: [{author, text, reported}]. */
    context: jsonb().$type<Array<{ author: string; text: string; reported: boolean }>>(),
    status: text().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One report a member for each thing: reporting again is the same report.
    unique().on(table.reporterId, table.subjectType, table.subjectId),
    index().on(table.status, table.createdAt),
    index().on(table.subjectType, table.subjectId),
  ],
);

/**
 * Every staff decision (decision 0024): who, when, what, to whom, why. Never changed; an
 * account erased later leaves its rows, with the person unknown.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    reportId: integer().references(() => reports.id, { onDelete: 'set null' }),
    subjectType: text(),
    subjectId: integer(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt), index().on(table.userId)],
);
