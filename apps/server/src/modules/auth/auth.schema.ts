import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { devices } from '../devices/devices.schema.js';
import { users } from '../users/users.schema.js';

/**
 * API tokens, Sanctum style: the client holds `id|secret`, only SHA-256 of the secret is
 * stored. A token belongs to a user, or to a registered device (device mode).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    deviceId: integer().references(() => devices.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    secretHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.userId), index().on(table.deviceId)],
);

/**
 * A verification of an e-mail or phone: the code sent, its tries, and once validated the
 * proof (`emailId`/`phoneId`) that sign-up or a password change consumes.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['email', 'phone'] }).notNull(),
    contact: text().notNull(),
    keyHash: text().notNull().unique(),
    // HMAC of the code with the server's pepper: a leaked table does not give codes away.
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    sends: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp({ withTimezone: true }),
    proofHash: text().unique(),
    proofExpiresAt: timestamp({ withTimezone: true }),
    proofUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.kind, table.contact, table.createdAt)],
);
