import type { Activity } from '@app/contract/activities';
import type { PlanSeries } from '@app/contract/series';
import type { Sponsor } from '@app/contract/sponsors';
import type { SQLWrapper } from 'drizzle-orm';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPer } from '../../lib/prepared.js';
import { hoursAndMinutes, inZone } from '../../lib/time-zones.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { SponsorsService } from '../sponsors/sponsors.service.js';
import type { UsersService } from '../users/users.service.js';
import { activities, planSeries } from './activities.schema.js';

export type ActivityRow = typeof activities.$inferSelect;

/** Cancelled (for want of its minimum), or open, full, under way or over, at `now`. */
export function statusOf(
  row: ActivityRow,
  matchedCount: number,
  now = Date.now(),
): Activity['status'] {
  if (row.cancelledAt) return 'cancelled';
  const start = row.startAt.getTime();
  if (now >= start + row.durationMinutes * 60_000) return 'finished';
  if (now >= start) return 'started';
  return matchedCount >= row.participants ? 'full' : 'open';
}

/** What an activity's view names, asked of the modules that own it. */
export type ActivityLookups = {
  concepts: Pick<ConceptsService, 'options'>;
  places: Pick<PlacesService, 'cities'>;
  users: Pick<UsersService, 'publicViews'>;
  /**
   * Store highlights (decision 0028), asked late of the store module: until when each of
   * these activities is highlighted, for those that are. Absent where the store does not
   * matter (some tests, the seed).
   */
  promotions?: Pick<Promotions, 'highlightedUntil'> | undefined;
  /** The brands of events (issue 21), asked late of the sponsors module. */
  sponsors?: Pick<SponsorsService, 'viewsOf' | 'mustExist'> | undefined;
  /** The series plans belong to (issue 38): the module's own table, read by its context. */
  seriesViews?: ((ids: number[]) => Promise<Map<number, PlanSeries>>) | undefined;
};

/** The series `ids` as plans show them. */
export async function seriesViews(db: Db, ids: number[]): Promise<Map<number, PlanSeries>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: planSeries.id, everyWeeks: planSeries.everyWeeks, until: planSeries.until })
    .from(planSeries)
    .where(inArray(planSeries.id, unique));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, every_weeks: row.everyWeeks, until: row.until }]),
  );
}

/** What the store tells the activities module: highlights and boosts, as SQL or values. */
export type Promotions = {
  highlightedUntil: (activityIds: number[]) => Promise<Map<number, Date>>;
  /** A subquery of the ids of activities highlighted now. */
  highlightedIds: (now: Date) => SQLWrapper;
  /** A subquery of the ids of members boosted now. */
  boostedUserIds: (now: Date) => SQLWrapper;
};

/** The views of these activities, in the order given. */
export async function activityViews(
  lookups: ActivityLookups,
  rows: ActivityRow[],
): Promise<Activity[]> {
  if (rows.length === 0) return [];
  const optionIds = rows.flatMap((row) =>
    [row.typeOptionId, row.disciplineOptionId, row.levelOptionId].filter(
      (id): id is number => id !== null,
    ),
  );
  const sponsorIds = rows.flatMap((row) => (row.sponsorId === null ? [] : [row.sponsorId]));
  const seriesIds = rows.flatMap((row) => (row.seriesId === null ? [] : [row.seriesId]));
  const [options, cityById, hosts, highlights, brands, series] = await Promise.all([
    lookups.concepts.options(optionIds),
    lookups.places.cities(rows.map((row) => row.cityId)),
    lookups.users.publicViews(rows.map((row) => row.hostId)),
    lookups.promotions?.highlightedUntil(rows.map((row) => row.id)) ?? new Map<number, Date>(),
    sponsorIds.length > 0 && lookups.sponsors
      ? lookups.sponsors.viewsOf(sponsorIds)
      : new Map<number, Sponsor>(),
    seriesIds.length > 0 && lookups.seriesViews
      ? lookups.seriesViews(seriesIds)
      : new Map<number, PlanSeries>(),
  ]);
  const option = (id: number) => {
    const found = options.get(id);
    return found ? { id: found.id, tag: found.tag, name: found.name } : null;
  };
  return rows.map((row) => {
    const city = cityById.get(row.cityId)!;
    const { matchedCount } = row;
    return {
      id: row.id,
      description: row.description,
      type: option(row.typeOptionId)!,
      discipline: row.disciplineOptionId ? option(row.disciplineOptionId) : null,
      level: row.levelOptionId ? option(row.levelOptionId) : null,
      start_at: inZone(row.startAt, city.timezone),
      duration: hoursAndMinutes(row.durationMinutes),
      participants: row.participants,
      matchedCount,
      city,
      location: { lat: row.lat, lon: row.lon, address: row.address },
      user: hosts.get(row.hostId)!,
      status: statusOf(row, matchedCount),
      group_id: row.groupId,
      highlighted_until: highlights.get(row.id)?.toISOString() ?? null,
      sponsor: (row.sponsorId !== null && brands.get(row.sponsorId)) || null,
      premium_only: row.premiumOnly,
      public_place: row.publicPlace,
      minimum:
        row.minParticipants === null || row.minHoursBefore === null
          ? null
          : {
              participants: row.minParticipants,
              hours_before: row.minHoursBefore,
              // In the city's time, as the start.
              decided_at: inZone(
                new Date(row.startAt.getTime() - row.minHoursBefore * 3_600_000),
                city.timezone,
              ),
            },
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      series: (row.seriesId !== null && series.get(row.seriesId)) || null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One activity row, or undefined. */
// Nearly every route about one plan reads it first: prepared once (decision 0055).
const activityById = preparedPer((db) =>
  db
    .select()
    .from(activities)
    .where(eq(activities.id, sql.placeholder('id')))
    .prepare('activity_by_id'),
);

export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await activityById(db).execute({ id });
  return row;
}
