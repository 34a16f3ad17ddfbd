import { CHALLENGE_LIMITS, type Challenge, type ChallengeBoard } from '@app/contract/challenges';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { personRef } from '../../lib/person-ref.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { SponsorsService } from '../sponsors/sponsors.service.js';
import { challengeMembers, type challenges } from './challenges.schema.js';

export type ChallengeRow = typeof challenges.$inferSelect;
type MemberRow = typeof challengeMembers.$inferSelect;

/** Upcoming, open or ended, at `now`. */
export const statusOf = (row: ChallengeRow, now: number): Challenge['status'] =>
  now < row.startsAt.getTime() ? 'upcoming' : now >= row.endsAt.getTime() ? 'ended' : 'open';

/** What a challenge's view names, asked of the modules that own it. */
export type ChallengeLookups = {
  concepts?: Pick<ConceptsService, 'options'> | undefined;
  sponsors?: Pick<SponsorsService, 'viewsOf'> | undefined;
  clock?: Clock | undefined;
};

/**
 * The views of these challenges, in the order given, with `userId`'s own progress (none for
 * staff: `null`).
 */
export async function challengeViews(
  db: Db,
  lookups: ChallengeLookups,
  rows: ChallengeRow[],
  userId: number | null,
): Promise<Challenge[]> {
  const { concepts, sponsors, clock } = lookups;
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

/** A leaderboard's row as read: its place, and the member's progress. */
type RankedRow = { userId: number; position: number; progress: number; completedAt: Date | null };

/**
 * The leaderboard as `userId` sees it, from its ranked rows and their members' names (a
 * member without one is left out): the top CHALLENGE_LIMITS.boardSize and their own place.
 */
export function boardView(
  rows: RankedRow[],
  names: ReadonlyMap<number, Parameters<typeof personRef>[0]>,
  userId: number,
): ChallengeBoard {
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
}
