import type { Challenge, ChallengeMetric } from '@app/contract/challenges';
import { inArray } from 'drizzle-orm';
import { challenges } from './challenges.schema.js';
import type { ChallengesContext } from './challenges.context.js';

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

/** Authoring challenges: staff's form (and the demo seed) creating them, the seed removing its own. */
export function authoring(ctx: ChallengesContext) {
  const { db, concepts, sponsors, views } = ctx;

  async function create(input: ChallengeInput) {
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
  }

  return {
    /** A form's challenge: its discipline and sponsor must exist (422 otherwise). */
    async createChecked(input: ChallengeInput): Promise<Challenge> {
      if (input.disciplineOptionId) {
        await concepts?.checkOptions('disciplines', [input.disciplineOptionId], 'discipline');
      }
      if (input.sponsorId) await sponsors?.mustExist(input.sponsorId, 'sponsor');
      return (await views([await create(input)], null))[0]!;
    },

    create,

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
  };
}
