import type { ChallengeMetric } from '@app/contract/challenges';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { CoinsService } from '../coins/coins.service.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { StoreService } from '../store/store.service.js';
import { challengeFacts, challengeMembers, challenges } from './challenges.schema.js';

type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

/** What a verified attendance brings to a member's challenges, read before its transaction. */
export type ChallengeFact = {
  userId: number;
  activityId: number;
  disciplineOptionId: number | null;
  startAt: Date;
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
};

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
 * Challenges (issue 21): each verified attendance counts, once, for the challenges its member
 * joined whose period holds the activity's start (and whose discipline it is, if one). The
 * progress is recomputed from the facts under the member's row lock, and the update that
 * first finds it complete and unrewarded sets `completed_at` and gives the reward, in the same
 * transaction: exactly once, however attendances race.
 */
export function createChallengesService(
  db: Db,
  deps: {
    coins: Pick<CoinsService, 'transferIn'>;
    badges: Pick<StoreService, 'awardBadgeIn'>;
    levels: Pick<LevelsService, 'calorieEstimate'>;
    clock?: Clock | undefined;
  },
) {
  const { coins, badges, levels, clock } = deps;

  return {
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
        })
        .returning();
      return row!;
    },

    /** Joins `userId` to a challenge (again: nothing changes). */
    async join(challengeId: number, userId: number) {
      await db
        .insert(challengeMembers)
        .values({ challengeId, userId, joinedAt: clock?.() ?? new Date() })
        .onConflictDoNothing();
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

    /** Before the transaction that verifies it: what a participant's attendance is worth. */
    async factOf(activity: ActivityRow, userId: number): Promise<ChallengeFact> {
      const estimate = await levels.calorieEstimate(activity, userId);
      return {
        userId,
        activityId: activity.id,
        disciplineOptionId: activity.disciplineOptionId,
        startAt: activity.startAt,
        minutes: activity.durationMinutes,
        kcal: estimate?.kcal ?? 0,
      };
    },

    /**
     * Inside the transaction that verified the attendance: counts it for the member's open
     * challenges, and rewards those it completes. Returns the challenges it completed.
     */
    async recordIn(tx: Db, fact: ChallengeFact): Promise<number[]> {
      const joined = await tx
        .select({ challenge: challenges })
        .from(challengeMembers)
        .innerJoin(challenges, eq(challenges.id, challengeMembers.challengeId))
        .where(
          and(
            eq(challengeMembers.userId, fact.userId),
            lte(challenges.startsAt, fact.startAt),
            gt(challenges.endsAt, fact.startAt),
            fact.disciplineOptionId === null
              ? isNull(challenges.disciplineOptionId)
              : or(
                  isNull(challenges.disciplineOptionId),
                  eq(challenges.disciplineOptionId, fact.disciplineOptionId),
                ),
          ),
        );
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
