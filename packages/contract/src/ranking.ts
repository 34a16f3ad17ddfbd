import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';
import { id } from './fields.js';
import { pageQuery, paged } from './paging.js';

/**
 * Points and the monthly ranking (member-features.md, section 6; decisions 0027 and 0034).
 * Points come only from verified facts, counted once the plan has ended; a member's activities
 * count on at most three a day (the day and the month the plan ended, in its city's time zone),
 * and a pair of members on at most PAIR_RULE's shared activities (`attendance.ts`).
 */
export const POINTS = {
  /** A verified attendance, to the participant. */
  attendance: 10,
  /** An activity that took place with at least one verified attendee, to its host. */
  hosting: 15,
} as const;
export const POINT_KINDS = ['attendance', 'hosting'] as const;
export type PointKind = (typeof POINT_KINDS)[number];
export const POINTS_ACTIVITIES_PER_DAY = 3;
/** Why an entry counted for nothing: the day's three were counted, or the pair rule held it. */
export const POINT_CAPS = ['day', 'pair'] as const;
export type PointCap = (typeof POINT_CAPS)[number];

/** A month as the ranking names it: `YYYY-MM`. */
export const rankingMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'El mes va como AAAA-MM.')
  .refine((value) => value >= '2020-01' && value <= '2100-12', 'Ese mes no existe.');

export const rankingQuery = pageQuery().extend({
  city: id,
  discipline: id.optional().meta({ description: 'Sin ella, todas las disciplinas y planes' }),
  month: rankingMonth
    .optional()
    .meta({ description: 'AAAA-MM; sin él, el mes en curso en la zona horaria de la ciudad' }),
});

/** A row of a board: positions are shared by nobody (ties go to who got there first). */
export const rankingRow = z
  .object({
    position: z.number().int(),
    user: feedbackAuthor,
    points: z.number().int(),
  })
  .meta({ id: 'RankingRow' });
export type RankingRow = z.infer<typeof rankingRow>;

export const rankingPage = paged(rankingRow)
  .extend({
    month: z.string(),
    me: rankingRow.nullable().meta({ description: 'Tu fila, estés o no en esta página' }),
  })
  .meta({ id: 'RankingPage' });
export type RankingPage = z.infer<typeof rankingPage>;

/** `GET /ranking/mine`: every board the member is on this month (or `month`). */
export const myRankingQuery = z.object({ month: rankingMonth.optional() });
export const myRanking = z
  .object({
    data: z.array(
      z.object({
        month: z.string(),
        city_id: z.number().int(),
        discipline_option_id: z.number().int().nullable(),
        points: z.number().int(),
        position: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'MyRanking' });
export type MyRanking = z.infer<typeof myRanking>;

/** One entry of a member's points ("Tus puntos"). */
export const pointEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(POINT_KINDS),
    points: z.number().int(),
    capped: z.boolean().meta({ description: 'Queda anotada sin puntos (capped_by dice por qué)' }),
    capped_by: z.enum(POINT_CAPS).nullable().meta({
      description:
        'day: ese día ya contaban tres actividades; pair: esa pareja ya contaba tres planes juntos en 7 días',
    }),
    activity_id: z.number().int().nullable(),
    city_id: z.number().int(),
    discipline_option_id: z.number().int().nullable(),
    month: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'PointEntry' });
export type PointEntry = z.infer<typeof pointEntry>;
export const pointList = paged(pointEntry).meta({ id: 'PointList' });

/**
 * On `ranking.{wstoken}`: the member's place on a board moved. `position` and `points` are
 * theirs when they earned; null when someone overtook them (ask the board again).
 */
export type RankingEvent = {
  month: string;
  city_id: number;
  discipline_option_id: number | null;
  points: number | null;
  position: number | null;
};
export type PointList = z.infer<typeof pointList>;
