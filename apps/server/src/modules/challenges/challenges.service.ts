import {
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  type Challenge,
  type ChallengeBoard,
  type ChallengeMetric,
} from '@app/contract/challenges';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { Emit } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { CoinsService } from '../coins/coins.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { SponsorsService } from '../sponsors/sponsors.service.js';
import type { StoreService } from '../store/store.service.js';
import type { UsersService } from '../users/users.service.js';
import { challengeFacts, challengeMembers, challenges } from './challenges.schema.js';

type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

/**
 * What a counted fact (an activity the member attended or hosted, decision 0034) brings to
 * their challenges, read before its transaction.
 */
export type ChallengeFact = {
  userId: number;
  activityId: number;
  disciplineOptionId: number | null;
  /** When the plan ended: a challenge counts the plans that ended in its period. */
  endsAt: Date;
  minutes: number;
  kcal: number;
};

export type ChallengeInput = {
  title: string;
  description: string;
  metric: ChallengeMetric;
  goal: number;
  disciplineOptionId?: number | null;
  startsAt: Date;
  endsAt: Date;
  rewardCoins?: number;
  badgeName?: string | null;
  badge?: string | null;
  sponsorId?: number | null;
};

type Row = typeof challenges.$inferSelect;
type MemberRow = typeof challengeMembers.$inferSelect;

/** How long an ended challenge its member joined stays in their list. */
const ENDED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

/** A member's progress as the SQL aggregate of their facts in one challenge. */
const progressSql = (metric: ChallengeMetric) =>
  metric === 'activities'
    ? sql<number>`count(*)::int`
    : metric === 'minutes'
      ? sql<number>`coalesce(sum(${challengeFacts.minutes}), 0)::int`
      : metric === 'kcal'
        ? sql<number>`coalesce(sum(${challengeFacts.kcal}), 0)::int`
        : sql<number>`count(distinct ${challengeFacts.disciplineOptionId})::int`;

/**
 * Challenges (issue 21): each fact that counted for a member's points (decision 0034: verified,
 * the plan ended, within the day's three and the pair rule) counts, once, for the challenges
 * they joined whose period holds the plan's end (and whose discipline it is, if one). The
 * progress is recomputed from the facts under the member's row lock, and the update that
 * first finds it complete and unrewarded sets `completed_at` and gives the reward, in the same
 * transaction: exactly once, however facts race.
 */
export function createChallengesService(
  db: Db,
  deps: {
    coins: Pick<CoinsService, 'transferIn'>;
    badges: Pick<StoreService, 'awardBadgeIn'>;
    levels: Pick<LevelsService, 'calorieEstimate'>;
    /** Optional where only the rules are tested: views need them. */
    concepts?: Pick<ConceptsService, 'options' | 'checkOptions'> | undefined;
    sponsors?: Pick<SponsorsService, 'viewsOf' | 'mustExist'> | undefined;
    users?: Pick<UsersService, 'names'> | undefined;
    /** A blocked pair is left out of each other's leaderboard (decision 0022). */
    blocks: Pick<BlocksService, 'notBlockedWith'>;
    clock?: Clock | undefined;
  },
) {
  const { coins, badges, levels, concepts, sponsors, users, blocks, clock } = deps;

  const statusOf = (row: Row, now: number): Challenge['status'] =>
    now < row.startsAt.getTime() ? 'upcoming' : now >= row.endsAt.getTime() ? 'ended' : 'open';

  async function views(rows: Row[], userId: number | null): Promise<Challenge[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const disciplineIds = rows.flatMap((row) =>
      row.disciplineOptionId === null ? [] : [row.disciplineOptionId],
    );
    const sponsorIds = rows.flatMap((row) => (row.sponsorId === null ? [] : [row.sponsorId]));
    const [options, brands, counts, mine] = await Promise.all([
      concepts?.options(disciplineIds) ?? new Map(),
      sponsors?.viewsOf(sponsorIds) ?? new Map(),
      db
        .select({ id: challengeMembers.challengeId, members: count() })
        .from(challengeMembers)
        .where(inArray(challengeMembers.challengeId, ids))
        .groupBy(challengeMembers.challengeId),
      userId === null
        ? []
        : db
            .select()
            .from(challengeMembers)
            .where(
              and(inArray(challengeMembers.challengeId, ids), eq(challengeMembers.userId, userId)),
            ),
    ]);
    const membersOf = new Map(counts.map((row) => [row.id, row.members]));
    const mineOf = new Map<number, MemberRow>(mine.map((row) => [row.challengeId, row]));
    const now = nowMs(clock);
    return rows.map((row) => {
      const option =
        row.disciplineOptionId === null ? undefined : options.get(row.disciplineOptionId);
      const me = mineOf.get(row.id);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        metric: row.metric,
        goal: row.goal,
        discipline: option ? { id: option.id, tag: option.tag, name: option.name } : null,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        status: statusOf(row, now),
        reward_coins: row.rewardCoins,
        badge: row.badge,
        badge_name: row.badgeName,
        sponsor: (row.sponsorId !== null && brands.get(row.sponsorId)) || null,
        members: membersOf.get(row.id) ?? 0,
        me: me
          ? {
              progress: me.progress,
              joinedAt: me.joinedAt.toISOString(),
              completedAt: me.completedAt?.toISOString() ?? null,
            }
          : null,
      };
    });
  }

  async function get(id: number): Promise<Row> {
    const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    get,

    async view(id: number, userId: number): Promise<Challenge> {
      return (await views([await get(id)], userId))[0]!;
    },

    /**
     * What a member sees: challenges not over yet (open first, the soonest to end first), then
     * those they joined that ended in the last 30 days.
     */
    async list(userId: number): Promise<Challenge[]> {
      const now = new Date(nowMs(clock));
      const joined = db
        .select({ id: challengeMembers.challengeId })
        .from(challengeMembers)
        .where(eq(challengeMembers.userId, userId));
      const rows = await db
        .select()
        .from(challenges)
        .where(
          or(
            gt(challenges.endsAt, now),
            and(
              gt(challenges.endsAt, new Date(now.getTime() - ENDED_SHOWN_MS)),
              inArray(challenges.id, joined),
            ),
          ),
        )
        .orderBy(
          sql`${challenges.endsAt} <= ${now.toISOString()}::timestamptz`,
          sql`${challenges.startsAt} > ${now.toISOString()}::timestamptz`,
          asc(challenges.endsAt),
          asc(challenges.id),
        )
        .limit(100);
      return views(rows, userId);
    },

    /** Every challenge, the newest first, for staff. */
    async all(): Promise<Challenge[]> {
      return views(
        await db.select().from(challenges).orderBy(desc(challenges.id)).limit(200),
        null,
      );
    },

    /** A form's challenge: its discipline and sponsor must exist (422 otherwise). */
    async createChecked(input: ChallengeInput): Promise<Challenge> {
      if (input.disciplineOptionId) {
        await concepts?.checkOptions('disciplines', [input.disciplineOptionId], 'discipline');
      }
      if (input.sponsorId) await sponsors?.mustExist(input.sponsorId, 'sponsor');
      return (await views([await this.create(input)], null))[0]!;
    },

    /**
     * The leaderboard as `userId` sees it: most progress first, then who completed it first,
     * then who joined first; the top CHALLENGE_LIMITS.boardSize and the member's own place.
     * The members blocked with them are not on it, and places are counted without them.
     */
    async board(id: number, userId: number): Promise<ChallengeBoard> {
      await get(id);
      const ranked = db
        .select({
          userId: challengeMembers.userId,
          progress: challengeMembers.progress,
          completedAt: challengeMembers.completedAt,
          position:
            sql<number>`(row_number() over (order by ${challengeMembers.progress} desc, ${challengeMembers.completedAt} asc nulls last, ${challengeMembers.joinedAt} asc, ${challengeMembers.userId} asc))::int`.as(
              'position',
            ),
        })
        .from(challengeMembers)
        .where(
          and(
            eq(challengeMembers.challengeId, id),
            blocks.notBlockedWith(userId, challengeMembers.userId),
          ),
        )
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(or(lte(ranked.position, CHALLENGE_LIMITS.boardSize), eq(ranked.userId, userId)))
        .orderBy(asc(ranked.position));
      const names = (await users?.names(rows.map((row) => row.userId))) ?? new Map();
      const shown = rows.flatMap((row) => {
        const user = names.get(row.userId);
        if (!user) return [];
        return [
          {
            position: row.position,
            user: personRef(user),
            progress: row.progress,
            completedAt: row.completedAt?.toISOString() ?? null,
          },
        ];
      });
      return {
        data: shown.filter((row) => row.position <= CHALLENGE_LIMITS.boardSize),
        me: shown.find((row) => row.user.id === userId) ?? null,
      };
    },

    async create(input: ChallengeInput) {
      const [row] = await db
        .insert(challenges)
        .values({
          title: input.title,
          description: input.description,
          metric: input.metric,
          goal: input.goal,
          disciplineOptionId: input.disciplineOptionId ?? null,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          rewardCoins: input.rewardCoins ?? 0,
          badgeName: input.badgeName ?? null,
          badge: input.badge ?? null,
          sponsorId: input.sponsorId ?? null,
        })
        .returning();
      return row!;
    },

    /**
     * Joins `userId` to a challenge (again: nothing changes); one that has ended is closed
     * (409). Only facts counted after joining count: progress is not back-dated.
     */
    async join(challengeId: number, userId: number) {
      const row = await get(challengeId);
      if (statusOf(row, nowMs(clock)) === 'ended') throw conflict(CHALLENGE_MESSAGES.ended);
      await db
        .insert(challengeMembers)
        .values({ challengeId, userId, joinedAt: clock?.() ?? new Date() })
        .onConflictDoNothing();
    },

    /**
     * Deletes these challenges with their members' progress and facts; answers how many there
     * were. Staff have no way to do it: the demo seed replaces its own with it (apps/server/src/demo).
     */
    async remove(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await db
        .delete(challenges)
        .where(inArray(challenges.id, ids))
        .returning({ id: challenges.id });
      return removed.length;
    },

    /** The challenges a member joined, with their progress, for their data export. */
    async exportFor(userId: number) {
      const rows = await db
        .select({
          challenge_id: challenges.id,
          title: challenges.title,
          metric: challenges.metric,
          goal: challenges.goal,
          progress: challengeMembers.progress,
          joinedAt: challengeMembers.joinedAt,
          completedAt: challengeMembers.completedAt,
        })
        .from(challengeMembers)
        .innerJoin(challenges, eq(challenges.id, challengeMembers.challengeId))
        .where(eq(challengeMembers.userId, userId))
        .orderBy(asc(challengeMembers.joinedAt), asc(challenges.id));
      return rows.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      }));
    },

    /** A member's standing in a challenge, or undefined if they did not join it. */
    async standing(challengeId: number, userId: number) {
      const [row] = await db
        .select()
        .from(challengeMembers)
        .where(
          and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)),
        );
      return row;
    },

    /** Before the transaction that counts it: what an activity is worth to `userId`. */
    async factOf(activity: ActivityRow, userId: number): Promise<ChallengeFact> {
      const estimate = await levels.calorieEstimate(activity, userId);
      return {
        userId,
        activityId: activity.id,
        disciplineOptionId: activity.disciplineOptionId,
        endsAt: new Date(activity.startAt.getTime() + activity.durationMinutes * 60_000),
        minutes: activity.durationMinutes,
        kcal: estimate?.kcal ?? 0,
      };
    },

    /**
     * Inside the transaction that counted the fact for the member's points: counts it for the
     * challenges they joined, and rewards those it completes. Returns the challenges it
     * completed. The members' rows are locked in challenge order, so two facts of one member
     * counted at once never wait on each other crosswise.
     */
    async recordIn(tx: Db, emit: Emit, fact: ChallengeFact): Promise<number[]> {
      const joined = await tx
        .select({ challenge: challenges })
        .from(challengeMembers)
        .innerJoin(challenges, eq(challenges.id, challengeMembers.challengeId))
        .where(
          and(
            eq(challengeMembers.userId, fact.userId),
            lte(challenges.startsAt, fact.endsAt),
            gt(challenges.endsAt, fact.endsAt),
            fact.disciplineOptionId === null
              ? isNull(challenges.disciplineOptionId)
              : or(
                  isNull(challenges.disciplineOptionId),
                  eq(challenges.disciplineOptionId, fact.disciplineOptionId),
                ),
          ),
        )
        .orderBy(asc(challenges.id));
      const completed: number[] = [];
      for (const { challenge } of joined) {
        const [counted] = await tx
          .insert(challengeFacts)
          .values({
            challengeId: challenge.id,
            userId: fact.userId,
            activityId: fact.activityId,
            disciplineOptionId: fact.disciplineOptionId,
            minutes: fact.minutes,
            kcal: fact.kcal,
            createdAt: clock?.(),
          })
          .onConflictDoNothing()
          .returning({ id: challengeFacts.id });
        if (!counted) continue;
        // The member's row, locked: their facts are summed one transaction at a time, and the
        // one that first finds the goal reached (and no completion yet) rewards it.
        const [member] = await tx
          .select({ completedAt: challengeMembers.completedAt })
          .from(challengeMembers)
          .where(
            and(
              eq(challengeMembers.challengeId, challenge.id),
              eq(challengeMembers.userId, fact.userId),
            ),
          )
          .for('update');
        const [total] = await tx
          .select({ progress: progressSql(challenge.metric) })
          .from(challengeFacts)
          .where(
            and(
              eq(challengeFacts.challengeId, challenge.id),
              eq(challengeFacts.userId, fact.userId),
            ),
          );
        const progress = total?.progress ?? 0;
        const completes = progress >= challenge.goal && member?.completedAt === null;
        await tx
          .update(challengeMembers)
          .set({ progress, ...(completes && { completedAt: clock?.() ?? new Date() }) })
          .where(
            and(
              eq(challengeMembers.challengeId, challenge.id),
              eq(challengeMembers.userId, fact.userId),
            ),
          );
        // Live on the member's channel once committed (the progress bar moves).
        emit('challenge', [fact.userId], {
          challenge_id: challenge.id,
          progress,
          goal: challenge.goal,
          completed: completes || (member?.completedAt ?? null) !== null,
          rewarded: completes,
        });
        if (!completes) continue;
        completed.push(challenge.id);
        if (challenge.rewardCoins > 0) {
          await coins.transferIn(tx, {
            userId: fact.userId,
            amount: challenge.rewardCoins,
            reason: 'challenge',
            key: `challenge-${challenge.id}`,
          });
        }
        if (challenge.badge && challenge.badgeName) {
          await badges.awardBadgeIn(tx, fact.userId, challenge.badgeName, challenge.badge);
        }
      }
      return completed;
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
