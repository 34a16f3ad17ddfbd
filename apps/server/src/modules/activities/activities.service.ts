import { ACTIVITY_LIMITS, type Activity } from '@app/contract/activities';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import { inZone, toMinutes } from '../../lib/time-zones.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { PlacesService } from '../places/places.service.js';
import { activities } from './activities.schema.js';
import {
  activityViews,
  findActivity,
  type ActivityLookups,
  type ActivityRow,
} from './activities.view.js';

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

/** An activity as another member's data export names it. */
export type ActivitySummary = { id: number; description: string; start_at: string; hostId: number };

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

export type ActivitiesDependencies = ActivityLookups & {
  concepts: Pick<ConceptsService, 'checkOptions'>;
  places: Pick<PlacesService, 'checkCity'>;
  matches: Pick<MatchesService, 'count' | 'countSql' | 'activityIdsOf'>;
};

export function createActivitiesService(db: Db, deps: ActivitiesDependencies) {
  const { concepts, places, matches } = deps;
  const checkOption = (code: string, id: number, field: string) =>
    concepts.checkOptions(code, [id], field);

  async function check(input: Partial<ActivityInput>) {
    if (input.type !== undefined) await checkOption('activity_types', input.type, 'type');
    if (input.discipline) await checkOption('disciplines', input.discipline, 'discipline');
    if (input.level) await checkOption('levels', input.level, 'level');
    if (input.city !== undefined) await places.checkCity(input.city);
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

  const matchedCount = (activityId: number) => matches.count(activityId);

  /** The activity, or 404. Who may do what with it is its policy's question, not this one's. */
  async function get(id: number): Promise<ActivityRow> {
    const row = await findActivity(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function view(row: ActivityRow): Promise<Activity> {
    return (await activityViews(deps, [row]))[0]!;
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
      if (mode === 'host') conditions.push(eq(activities.hostId, callerId));
      else if (mode === 'match') {
        conditions.push(inArray(activities.id, matches.activityIdsOf(callerId)));
      } else {
        conditions.push(
          ne(activities.hostId, callerId),
          gt(activities.startAt, sql`now()`),
          sql`${matches.countSql(activities.id)} < ${activities.participants}`,
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
      return { rows: await activityViews(deps, rows), total };
    },

    /**
     * Locks an activity open to newcomers inside `tx` (queueing petitions' answers, so two
     * cannot take its last place): 404 without it, 409 once started or full.
     */
    async lockOpen(tx: Db, activityId: number): Promise<ActivityRow> {
      const [activity] = await tx
        .select()
        .from(activities)
        .where(eq(activities.id, activityId))
        .for('update');
      if (!activity) throw notFound();
      if (activity.startAt.getTime() <= Date.now()) throw conflict('La actividad ya ha empezado.');
      if ((await matches.count(activityId, tx)) >= activity.participants) {
        throw conflict('La actividad está completa.');
      }
      return activity;
    },

    /**
     * Locks an activity's row inside `tx` (404 without it), so sends to its chat queue up and
     * take their numbers in order.
     */
    async lockChat(tx: Db, activityId: number): Promise<void> {
      const [locked] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.id, activityId))
        .for('update');
      if (!locked) throw notFound();
    },

    /** The next number of a message in an activity's chat, inside `tx` after `lockChat`. */
    async nextMessageSeq(tx: Db, activityId: number): Promise<number> {
      const [activity] = await tx
        .update(activities)
        .set({ messageSeq: sql`${activities.messageSeq} + 1` })
        .where(eq(activities.id, activityId))
        .returning({ seq: activities.messageSeq });
      return activity!.seq;
    },

    /**
     * The activities `userId` hosts or hosted, as the API shows them, for the data export: a
     * page of 100 at a time (each page's names, options and cities asked in one go).
     */
    exportFor(userId: number): AsyncIterable<Activity> {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(activities)
          .where(and(eq(activities.hostId, userId), gt(activities.id, afterId)))
          .orderBy(asc(activities.id))
          .limit(limit);
        return activityViews(deps, rows);
      }, 100);
    },

    /**
     * What names an activity in someone's data export (a petition to it, a place in it): its
     * text, start (in its city's time, as the API gives it) and host, without its place.
     */
    async summaries(ids: number[]) {
      if (ids.length === 0) return new Map<number, ActivitySummary>();
      const rows = await db
        .select({
          id: activities.id,
          description: activities.description,
          startAt: activities.startAt,
          cityId: activities.cityId,
          hostId: activities.hostId,
        })
        .from(activities)
        .where(inArray(activities.id, [...new Set(ids)]));
      const cityById = await deps.places.cities(rows.map((row) => row.cityId));
      return new Map<number, ActivitySummary>(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            description: row.description,
            start_at: inZone(row.startAt, cityById.get(row.cityId)!.timezone),
            hostId: row.hostId,
          },
        ]),
      );
    },

    /** A subquery of the ids of the activities `userId` hosts. */
    hostedBy(userId: number) {
      return db.select({ id: activities.id }).from(activities).where(eq(activities.hostId, userId));
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
