import type { Activity } from '@app/contract/activities';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { hoursAndMinutes, inZone } from '../../lib/time-zones.js';
import { conceptOptions } from '../concepts/concepts.schema.js';
import { matches } from '../matches/matches.schema.js';
import { cities } from '../places/places.schema.js';
import { loadUsers } from '../users/users.view.js';
import { activities } from './activities.schema.js';

export type ActivityRow = typeof activities.$inferSelect;

/** Open, full, under way or over, at `now`. */
export function statusOf(
  row: ActivityRow,
  matchedCount: number,
  now = Date.now(),
): Activity['status'] {
  const start = row.startAt.getTime();
  if (now >= start + row.durationMinutes * 60_000) return 'finished';
  if (now >= start) return 'started';
  return matchedCount >= row.participants ? 'full' : 'open';
}

/** The views of these activities, in the order given. */
export async function activityViews(db: Db, rows: ActivityRow[]): Promise<Activity[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const optionIds = rows.flatMap((row) =>
    [row.typeOptionId, row.disciplineOptionId, row.levelOptionId].filter(
      (id): id is number => id !== null,
    ),
  );
  const [options, cityRows, counts, hosts] = await Promise.all([
    db
      .select({ id: conceptOptions.id, tag: conceptOptions.tag, name: conceptOptions.name })
      .from(conceptOptions)
      .where(inArray(conceptOptions.id, optionIds)),
    db
      .select({
        id: cities.id,
        name: cities.name,
        lat: cities.lat,
        lon: cities.lon,
        timezone: cities.timezone,
      })
      .from(cities)
      .where(inArray(cities.id, [...new Set(rows.map((row) => row.cityId))])),
    db
      .select({ activityId: matches.activityId, total: count() })
      .from(matches)
      .where(inArray(matches.activityId, ids))
      .groupBy(matches.activityId),
    loadUsers(db, [...new Set(rows.map((row) => row.hostId))]),
  ]);
  const optionById = new Map(options.map((option) => [option.id, option]));
  const cityById = new Map(cityRows.map((city) => [city.id, city]));
  const matched = new Map(counts.map((entry) => [entry.activityId, entry.total]));
  return rows.map((row) => {
    const city = cityById.get(row.cityId)!;
    const matchedCount = matched.get(row.id) ?? 0;
    return {
      id: row.id,
      description: row.description,
      type: optionById.get(row.typeOptionId)!,
      discipline: row.disciplineOptionId ? (optionById.get(row.disciplineOptionId) ?? null) : null,
      level: row.levelOptionId ? (optionById.get(row.levelOptionId) ?? null) : null,
      start_at: inZone(row.startAt, city.timezone),
      duration: hoursAndMinutes(row.durationMinutes),
      participants: row.participants,
      matchedCount,
      city,
      location: { lat: row.lat, lon: row.lon, address: row.address },
      user: hosts.get(row.hostId)!.public,
      status: statusOf(row, matchedCount),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One activity row, or undefined. */
export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}
