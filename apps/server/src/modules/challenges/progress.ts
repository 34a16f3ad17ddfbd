import type { ChallengeMetric } from '@app/contract/challenges';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Emit } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import { challengeFacts, challengeMembers, challenges } from './challenges.schema.js';
import type { ChallengesContext } from './challenges.context.js';

type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

/**
 * What a counted fact (an activity the member attended or hosted, decision 0034) brings to
 * their challenges.
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
 * Progress: what a counted fact is worth, counted for the challenges its member joined, and
 * the reward of those it completes (exactly once, however facts race).
 */
export function challengeProgress(ctx: ChallengesContext) {
  const { coins, badges, levels, clock } = ctx;
  return {
    /** What an activity is worth to `userId`, read inside `tx` (the one that counts it). */
    async factIn(tx: Db, activity: ActivityRow, userId: number): Promise<ChallengeFact> {
      const estimate = await levels.calorieEstimate(activity, userId, tx);
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
