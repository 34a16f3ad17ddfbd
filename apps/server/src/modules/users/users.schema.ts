import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldedColumn } from '../../lib/text-search.js';
import { conceptOptions } from '../concepts/concepts.schema.js';
import { cities } from '../places/places.schema.js';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstname: text().notNull(),
    lastname: text(),
    // What people search reads (lib/text-search.ts): the names without case or accents.
    firstnameFolded: foldedColumn('firstname'),
    lastnameFolded: foldedColumn('lastname'),
    // Stored lower-cased; unique when present. A user has an e-mail, a phone or both.
    email: text().unique(),
    phone: text().unique(),
    birthdate: date({ mode: 'string' }),
    // Private, optional: what the calorie estimate uses instead of 70 kg (decision 0027).
    weightKg: integer(),
    // argon2id of the client's SHA-256 hex, with the server's pepper.
    passwordHash: text().notNull(),
    roles: text().array().notNull().default([]),
    configurations: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    genderOptionId: integer().references(() => conceptOptions.id),
    socialStateOptionId: integer().references(() => conceptOptions.id),
    cityId: integer().references(() => cities.id),
    avatarUpdatedAt: timestamp({ withTimezone: true }),
    /** Set by staff (decision 0024): the account cannot sign in until it is lifted. */
    suspendedAt: timestamp({ withTimezone: true }),
    // The realtime token in the user's channel names: random, separate from API tokens.
    wstoken: text()
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.cityId)],
);

/** The options a user picked in each list field of the profile (interests, signs...). */
export const userOptions = pgTable(
  'user_options',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer()
      .notNull()
      .references(() => conceptOptions.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.optionId] }), index().on(table.optionId)],
);
