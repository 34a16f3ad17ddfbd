import { PAIR_RULE } from '@app/contract/attendance';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { memberPairs, pairFacts } from './attendance.schema.js';

/**
 * Inside the transaction that counts a verified attendance: whether the activity the host and
 * the participant shared still counts for the pair (decision 0034). It does while fewer than
 * PAIR_RULE.activities of their shared activities counted within PAIR_RULE.windowMs of its end,
 * either side: then every window that long holds at most that many, whatever order facts are
 * counted in (`recordPairFactIn` writes it down once it counted for one of them). The pair's
 * row is locked first, so two of their activities counted at once take turns and the second
 * sees the first.
 */
export async function pairCountsIn(
  tx: Db,
  fact: { hostId: number; userId: number; activityId: number; endsAt: Date },
): Promise<boolean> {
  const lowId = Math.min(fact.hostId, fact.userId);
  const highId = Math.max(fact.hostId, fact.userId);
  await tx
    .insert(memberPairs)
    .values({ lowId, highId })
    .onConflictDoUpdate({
      target: [memberPairs.lowId, memberPairs.highId],
      set: { lowId: sql`excluded.low_id` },
    });
  const from = new Date(fact.endsAt.getTime() - PAIR_RULE.windowMs);
  const until = new Date(fact.endsAt.getTime() + PAIR_RULE.windowMs);
  const [shared] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(pairFacts)
    .where(
      and(
        eq(pairFacts.lowId, lowId),
        eq(pairFacts.highId, highId),
        gt(pairFacts.endsAt, from),
        lt(pairFacts.endsAt, until),
      ),
    );
  return (shared?.count ?? 0) < PAIR_RULE.activities;
}

/**
 * Inside the same transaction, once the activity counted for one of the pair at least (a
 * day's cap may have held both): it is one of their shared activities from now on. One that
 * counted for neither takes none of the pair's places.
 */
export async function recordPairFactIn(
  tx: Db,
  fact: { hostId: number; userId: number; activityId: number; endsAt: Date },
): Promise<void> {
  await tx
    .insert(pairFacts)
    .values({
      lowId: Math.min(fact.hostId, fact.userId),
      highId: Math.max(fact.hostId, fact.userId),
      activityId: fact.activityId,
      endsAt: fact.endsAt,
    })
    .onConflictDoNothing();
}
