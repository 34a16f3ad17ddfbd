import type { PublicUser } from '@app/contract/users';
import type { Wish, WishAnswer, WishCluster } from '@app/contract/wishes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { personRef } from '../../lib/person-ref.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { UsersService } from '../users/users.service.js';
import { wishAnswers, type wishes } from './wishes.schema.js';

export type WishRow = typeof wishes.$inferSelect;
export type WishAnswerRow = typeof wishAnswers.$inferSelect;

/** What a wish's view names, asked of the modules that own it. */
export type WishLookups = {
  concepts: Pick<ConceptsService, 'options'>;
  users: Pick<UsersService, 'names'>;
};

/**
 * The views of these wishes as `viewerId` sees them, in the order given; a wish whose owner
 * is gone is left out.
 */
export async function wishViews(
  db: Db,
  lookups: WishLookups,
  rows: WishRow[],
  viewerId: number,
): Promise<Wish[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const optionIds = rows.flatMap((row) =>
    [row.typeOptionId, row.disciplineOptionId].filter((id): id is number => id !== null),
  );
  const [options, owners, counts, mine] = await Promise.all([
    lookups.concepts.options(optionIds),
    lookups.users.names(rows.map((row) => row.userId)),
    db
      .select({ wishId: wishAnswers.wishId, n: sql<number>`count(*)::int` })
      .from(wishAnswers)
      .where(inArray(wishAnswers.wishId, ids))
      .groupBy(wishAnswers.wishId),
    db
      .select({ wishId: wishAnswers.wishId })
      .from(wishAnswers)
      .where(and(inArray(wishAnswers.wishId, ids), eq(wishAnswers.userId, viewerId))),
  ]);
  const countOf = new Map(counts.map((row) => [row.wishId, row.n]));
  const answered = new Set(mine.map((row) => row.wishId));
  const option = (id: number | null) => {
    const found = id === null ? undefined : options.get(id);
    return found ? { id: found.id, tag: found.tag, name: found.name } : null;
  };
  return rows.flatMap((row) => {
    const owner = owners.get(row.userId);
    if (!owner) return [];
    const user = personRef(owner);
    return [
      {
        id: row.id,
        text: row.text,
        type: option(row.typeOptionId),
        discipline: option(row.disciplineOptionId),
        window: row.window,
        expiresAt: row.expiresAt.toISOString(),
        // The stored centre of the ~500 m square: the only place a wish has.
        location: { lat: row.lat, lon: row.lon },
        user,
        answers: countOf.get(row.id) ?? 0,
        answered: answered.has(row.id),
        mine: row.userId === viewerId,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Who answered, in the order given; an answerer whose account is gone is left out. */
export function answerViews(
  answers: WishAnswerRow[],
  people: Map<number, PublicUser>,
): WishAnswer[] {
  return answers.flatMap((answer) => {
    const user = people.get(answer.userId);
    return user ? [{ user, createdAt: answer.createdAt.toISOString() }] : [];
  });
}

/** The clusters of an area as the map shows them: centres rounded to five decimals. */
export function clusterViews(
  rows: Array<{ lat: number; lon: number; count: number }>,
): WishCluster[] {
  return rows.map((row) => ({
    lat: Number(row.lat.toFixed(5)),
    lon: Number(row.lon.toFixed(5)),
    count: row.count,
  }));
}
