import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** An app build uploaded by staff (or an SDK version announced), newest last. */
export const deploys = pgTable(
  'deploys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    appType: text({ enum: ['apk', 'ios', 'sdk'] }).notNull(),
    version: text().notNull(),
    // Chosen by the server; null for an SDK version, which has no file.
    file: text(),
    originalName: text(),
    size: bigint({ mode: 'number' }),
    sha256: text(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.appType, table.createdAt)],
);
