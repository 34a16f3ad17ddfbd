import { ACTIVITY_LIMITS, type Activity } from '@app/contract/activities';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { toMinutes } from '../../lib/time-zones.js';
import { conceptOptions, concepts } from '../concepts/concepts.schema.js';
import { matches } from '../matches/matches.schema.js';
import { cities } from '../places/places.schema.js';
import { activities } from './activities.schema.js';
import { activityViews, findActivity, type ActivityRow } from './activities.view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ActivityInput = {
  type: number;
  city: number;
  location: { lat: number; lon: number; address?: string | undefined };
  description: string;
  start_at: string;
  duration: string;
  participants: number;
  discipline?: number | null | undefined;
  level?: number | null | undefined;
};

export type ActivityFilter = {
  search?: string | undefined;
  type?: number | undefined;
  discipline?: number | undefined;
  level?: number | undefined;
  city?: number | undefined;
  near?: { lat: number; lon: number; km: number } | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Great-circle distance in km from a point to an activity's place. */
const distanceKm = (lat: number, lon: number) =>
  sql`6371 * 2 * asin(sqrt(power(sin(radians(${activities.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${activities.lat})) * power(sin(radians(${activities.lon} - ${lon}) / 2), 2)))`;

export function createActivitiesService(db: Db) {
  async function checkOption(code: string, id: number, field: string) {
    const [found] = await db
      .select({ id: conceptOptions.id })
      .from(conceptOptions)
      .innerJoin(concepts, eq(concepts.id, conceptOptions.conceptId))
      .where(and(eq(concepts.code, code), eq(conceptOptions.id, id)));
    if (!found) throw validationError({ [field]: ['La opción elegida no es válida.'] });
  }

  async function check(input: Partial<ActivityInput>) {
    if (input.type !== undefined) await checkOption('activity_types', input.type, 'type');
    if (input.discipline) await checkOption('disciplines', input.discipline, 'discipline');
    if (input.level) await checkOption('levels', input.level, 'level');
    if (input.city !== undefined) {
      const [city] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(eq(cities.id, input.city));
      if (!city) throw validationError({ city: ['La ciudad elegida no es válida.'] });
    }
    if (input.start_at !== undefined) {
      const start = Date.parse(input.start_at);
      if (start <= Date.now()) {
        throw validationError({ start_at: ['La actividad debe empezar en el futuro.'] });
      }
      if (start > Date.now() + ACTIVITY_LIMITS.startWithinDays * DAY_MS) {
        throw validationError({
          start_at: ['La actividad debe empezar dentro de un año como mucho.'],
        });
      }
    }
  }

  async function matchedCount(activityId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(matches)
      .where(eq(matches.activityId, activityId));
    return row?.total ?? 0;
  }

  /** The activity, or 404. Who may do what with it is its policy's question, not this one's. */
  async function get(id: number): Promise<ActivityRow> {
    const row = await findActivity(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function view(row: ActivityRow): Promise<Activity> {
    return (await activityViews(db, [row]))[0]!;
  }

  return {
    get,
    view,
    matchedCount,

    async create(hostId: number, input: ActivityInput): Promise<Activity> {
      await check(input);
      const [row] = await db
        .insert(activities)
        .values({
          hostId,
          typeOptionId: input.type,
          disciplineOptionId: input.discipline ?? null,
          levelOptionId: input.level ?? null,
          description: input.description,
          startAt: new Date(input.start_at),
          durationMinutes: toMinutes(input.duration),
          participants: input.participants,
          cityId: input.city,
          lat: input.location.lat,
          lon: input.location.lon,
          address: input.location.address ?? null,
        })
        .returning();
      return view(row!);
    },

    /** Changes an activity the caller was authorised to change (activity.policy canUpdate). */
    async update(existing: ActivityRow, input: Partial<ActivityInput>): Promise<Activity> {
      await check(input);
      if (
        input.participants !== undefined &&
        input.participants < (await matchedCount(existing.id))
      ) {
        throw conflict('Ya hay más personas unidas que las plazas que quieres dejar.');
      }
      const [row] = await db
        .update(activities)
        .set({
          ...(input.type !== undefined && { typeOptionId: input.type }),
          ...(input.discipline !== undefined && { disciplineOptionId: input.discipline }),
          ...(input.level !== undefined && { levelOptionId: input.level }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.start_at !== undefined && { startAt: new Date(input.start_at) }),
          ...(input.duration !== undefined && { durationMinutes: toMinutes(input.duration) }),
          ...(input.participants !== undefined && { participants: input.participants }),
          ...(input.city !== undefined && { cityId: input.city }),
          ...(input.location !== undefined && {
            lat: input.location.lat,
            lon: input.location.lon,
            address: input.location.address ?? null,
          }),
          updatedAt: sql`now()`,
        })
        .where(eq(activities.id, existing.id))
        .returning();
      return view(row!);
    },

    async remove(existing: ActivityRow): Promise<void> {
      await db.delete(activities).where(eq(activities.id, existing.id));
    },

    /**
     * `mode` undefined: upcoming activities open to the caller (not theirs, not started, not
     * full); 'host': the caller's; 'match': those the caller joined.
     */
    async list(
      callerId: number,
      mode: 'host' | 'match' | undefined,
      filter: ActivityFilter,
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [];
      const matchedCount = sql`(select count(*) from ${matches} where ${matches.activityId} = ${activities.id})`;
      if (mode === 'host') conditions.push(eq(activities.hostId, callerId));
      else if (mode === 'match') {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(matches)
              .where(and(eq(matches.activityId, activities.id), eq(matches.userId, callerId))),
          ),
        );
      } else {
        conditions.push(
          ne(activities.hostId, callerId),
          gt(activities.startAt, sql`now()`),
          sql`${matchedCount} < ${activities.participants}`,
        );
      }
      if (filter.search)
        conditions.push(ilike(activities.description, `%${escapeLike(filter.search)}%`));
      if (filter.type) conditions.push(eq(activities.typeOptionId, filter.type));
      if (filter.discipline) conditions.push(eq(activities.disciplineOptionId, filter.discipline));
      if (filter.level) conditions.push(eq(activities.levelOptionId, filter.level));
      if (filter.city) conditions.push(eq(activities.cityId, filter.city));
      if (filter.from) conditions.push(gte(activities.startAt, new Date(filter.from)));
      if (filter.to) conditions.push(lte(activities.startAt, new Date(filter.to)));
      if (filter.near) {
        const { lat, lon, km } = filter.near;
        conditions.push(sql`${distanceKm(lat, lon)} <= ${km}`);
      }
      const where = and(...conditions);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(activities)
        .where(where);
      const rows = await db
        .select()
        .from(activities)
        .where(where)
        .orderBy(desc(activities.startAt), asc(activities.id))
        .limit(limit)
        .offset(offset);
      return { rows: await activityViews(db, rows), total };
    },

    /** Host and matched users: who may read and write an activity's chat. */
    async participants(activityId: number): Promise<{ hostId: number; userIds: number[] }> {
      const row = await get(activityId);
      const joined = await db
        .select({ userId: matches.userId })
        .from(matches)
        .where(eq(matches.activityId, activityId));
      return { hostId: row.hostId, userIds: [row.hostId, ...joined.map((entry) => entry.userId)] };
    },

    /** Ids of the activities a user hosts or joined. */
    async ofUser(userId: number): Promise<number[]> {
      const hosted = await db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.hostId, userId));
      const joined = await db
        .select({ id: matches.activityId })
        .from(matches)
        .where(eq(matches.userId, userId));
      return [...new Set([...hosted, ...joined].map((row) => row.id))];
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
