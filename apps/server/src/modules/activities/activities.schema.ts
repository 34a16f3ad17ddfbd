import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { conceptOptions } from '../concepts/concepts.schema.js';
import { groups } from '../groups/groups.schema.js';
import { cities } from '../places/places.schema.js';
import { sponsors } from '../sponsors/sponsors.schema.js';
import { users } from '../users/users.schema.js';
import { CELL_SQL } from '@app/contract/geo-cells';
import { DECK_CELL_SQL } from './deck-grid.js';
import { foldedColumn } from '../../lib/text-search.js';
import type { SeriesTemplate } from './series-template.js';

/** An activity someone hosts. Times are stored in UTC and shown in the city's time zone. */
export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeOptionId: integer()
      .notNull()
      .references(() => conceptOptions.id),
    disciplineOptionId: integer().references(() => conceptOptions.id),
    levelOptionId: integer().references(() => conceptOptions.id),
    description: text().notNull(),
    // What the list's search reads (lib/text-search.ts): without case or accents.
    descriptionFolded: foldedColumn('description'),
    startAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    participants: integer().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    address: text(),
    // A group's activity is for its members alone (decision 0026).
    groupId: integer().references(() => groups.id, { onDelete: 'cascade' }),
    // An event (issue 21): hosted in a sponsor's name; its places go to whoever asks first.
    sponsorId: integer().references(() => sponsors.id),
    premiumOnly: boolean().notNull().default(false),
    // The public page (a shared link) shows the address and point only when the host says so.
    publicPlace: boolean().notNull().default(false),
    // The grid cell of (lat, lon) (geo-cells.ts): what the distance filter's index reads.
    cell: integer().notNull().generatedAlwaysAs(sql.raw(CELL_SQL)),
    // The deck's finer cell (deck-grid.ts, decision 0052): its soonest plans, cell by cell.
    deckCell: integer().notNull().generatedAlwaysAs(sql.raw(DECK_CELL_SQL)),
    // The last message sequence number given out in this activity's chat.
    messageSeq: integer().notNull().default(0),
    // Places taken (rows of matches), kept by a trigger on matches (migration 0008), so "not
    // full" is a comparison of two columns instead of a count per row.
    matchedCount: integer().notNull().default(0),
    // A minimum (issue 38): unless `minParticipants` people have a place `minHoursBefore`
    // hours before the start, the plan is cancelled then (`cancelledAt`), and everyone told.
    minParticipants: integer(),
    minHoursBefore: integer(),
    // When the minimum was decided (kept or cancelled): it is decided once, at its time.
    minimumDecidedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    // A plan of a series (issue 38, decision 0051): which, and its place in it (0, 1, 2…).
    seriesId: integer().references((): AnyPgColumn => planSeries.id, { onDelete: 'set null' }),
    seriesIndex: integer(),
    // When those who had a place here were invited to the series' next plan (once it ended).
    regularsInvitedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.startAt),
    index().on(table.hostId),
    index().on(table.cityId),
    index()
      .on(table.groupId)
      .where(sql`${table.groupId} is not null`),
    // Discover by discipline, soonest or latest first.
    index().on(table.disciplineOptionId, table.startAt),
    // Within km of a point: one range of cells per row of the grid, then the start.
    index().on(table.cell, table.startAt),
    index().on(table.disciplineOptionId, table.cell, table.startAt),
    // The deck: the soonest plans of each fine cell around the member, in index order, and
    // the soonest of each of the member's disciplines there.
    index().on(table.deckCell, table.startAt),
    index().on(table.disciplineOptionId, table.deckCell, table.startAt),
    // The minimums' sweep: plans with a minimum, not yet decided.
    index('activities_minimum_start_at_index')
      .on(table.startAt)
      .where(sql`${table.minParticipants} is not null and ${table.minimumDecidedAt} is null`),
    index('activities_events_start_at_index')
      .on(table.startAt)
      .where(sql`${table.sponsorId} is not null`),
    // One plan per place in a series, whatever two nodes making it at once do.
    uniqueIndex('activities_series_index_unique').on(table.seriesId, table.seriesIndex),
    // The regulars' sweep: plans of a series whose people are not yet invited to the next.
    index('activities_series_regulars_index')
      .on(table.startAt)
      .where(sql`${table.seriesId} is not null and ${table.regularsInvitedAt} is null`),
  ],
);

/**
 * A series (issue 38, decision 0051): a plan repeated every week or two until a day. Its
 * plans are made ahead from `template` (the form's fields but the start); plan `index` starts
 * at the anchor's wall clock moved by whole weeks, in the city's zone (`timeZone`), so a
 * weekly 19:00 stays 19:00 across a clock change. `nextIndex` and `nextStartAt` say which plan
 * comes next and when; null once the series has made its last.
 */
export const planSeries = pgTable(
  'plan_series',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    everyWeeks: integer().notNull(),
    // The last calendar day (in the city) a plan may start on.
    until: text().notNull(),
    timeZone: text().notNull(),
    anchorIndex: integer().notNull().default(0),
    // `YYYY-MM-DDTHH:MM` in the city: when plan `anchorIndex` starts.
    anchorLocal: text().notNull(),
    template: jsonb().$type<SeriesTemplate>().notNull(),
    nextIndex: integer().notNull(),
    nextStartAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plan_series_next_start_at_index')
      .on(table.nextStartAt)
      .where(sql`${table.nextStartAt} is not null`),
    index().on(table.hostId),
  ],
);
