import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { preparedPer, slot as p } from '../../lib/prepared.js';
import type { DomainEventBus } from '../../module.js';
import { inZone } from '@app/contract/time-zones';
import { notFound } from '../../lib/http-errors.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { UsersService } from '../users/users.service.js';
import { rankingLevels, rankingScores } from './points.schema.js';

/** The board of every discipline (and of plans with none) is stored as discipline 0. */
export const ALL = 0;

export type Board = { month: string; cityId: number; disciplineOptionId: number };

/** A member's place on a board: points, when reached, who. */
export type RankKey = { points: number; reachedAt: Date; userId: number };

/** A board as placeholders (`boardValues` gives their values). */
export const boardPlaceholders: Board = {
  month: p('month'),
  cityId: p('city'),
  disciplineOptionId: p('discipline'),
};
export const boardValues = (board: Board) => ({
  month: board.month,
  city: board.cityId,
  discipline: board.disciplineOptionId,
});

/** The stored month (`YYYY-MM-01`) of the API's `YYYY-MM`. */
export const monthOf = (name: string) => `${name}-01`;

export type PointsDependencies = {
  places: Pick<PlacesService, 'cities'>;
  users: Pick<UsersService, 'names'>;
  /** A blocked pair is left out of each other's view of a board (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith' | 'blockedWith'>;
  /** Where a counted fact is said (`points.counted`), for coins and challenges. */
  events: Pick<DomainEventBus, 'emitIn'>;
  clock?: Clock | undefined;
};

/**
 * What every use case of points shares: the dependencies, the clock, a city's time zone and
 * month, and a board's rows and histogram (`ranking_levels`: how many members at each score),
 * from which a member's position is read.
 */
export function pointsContext(db: Db, deps: PointsDependencies) {
  const { places, blocks, clock } = deps;
  const now = () => clock?.() ?? new Date();

  async function zoneOf(cityId: number): Promise<string> {
    const city = (await places.cities([cityId])).get(cityId);
    if (!city) throw notFound();
    return city.timezone;
  }

  /** The month `YYYY-MM` it is now in a city. */
  async function currentMonth(cityId: number): Promise<string> {
    return inZone(now(), await zoneOf(cityId)).slice(0, 7);
  }

  /** Rows of `board` ahead of `key`: more points, or as many and reached first. */
  const aheadOf = (key: RankKey) =>
    or(
      gt(rankingScores.points, key.points),
      and(
        eq(rankingScores.points, key.points),
        sql`(${rankingScores.reachedAt}, ${rankingScores.userId}) < (${key.reachedAt}::timestamptz, ${key.userId})`,
      ),
    );

  const onLevels = (board: Board) =>
    and(
      eq(rankingLevels.month, board.month),
      eq(rankingLevels.cityId, board.cityId),
      eq(rankingLevels.disciplineOptionId, board.disciplineOptionId),
    );

  const onBoard = (board: Board) =>
    and(
      eq(rankingScores.month, board.month),
      eq(rankingScores.cityId, board.cityId),
      eq(rankingScores.disciplineOptionId, board.disciplineOptionId),
    );

  // A position's three statements, prepared once per handle (decision 0055): every board's
  // page asks for its viewer's, and every award inside its transaction.
  const key = {
    points: p<number>('points'),
    reachedAt: p<Date>('reachedAt'),
    userId: p<number>('userId'),
  };
  const positionStatements = preparedPer((tx) => ({
    above: tx
      .select({ members: sql<number>`coalesce(sum(${rankingLevels.members}), 0)::int` })
      .from(rankingLevels)
      .where(and(onLevels(boardPlaceholders), gt(rankingLevels.points, key.points)))
      .prepare('ranking_members_above'),
    tied: tx
      .select({ ahead: sql<number>`count(*)::int` })
      .from(rankingScores)
      .where(
        and(
          onBoard(boardPlaceholders),
          eq(rankingScores.points, key.points),
          sql`(${rankingScores.reachedAt}, ${rankingScores.userId}) < (${key.reachedAt}::timestamptz, ${key.userId})`,
        ),
      )
      .prepare('ranking_tied_ahead'),
    hidden: tx
      .select({ ahead: sql<number>`count(*)::int` })
      .from(rankingScores)
      .where(
        and(
          onBoard(boardPlaceholders),
          blocks.blockedWith(key.userId, rankingScores.userId),
          aheadOf(key),
        ),
      )
      .prepare('ranking_hidden_ahead'),
  }));

  /**
   * Where `key` (points, reached, user) stands on `board` as its member sees it: 1 + those
   * ahead of it, read from the board's histogram (members above the score) and the ties who
   * reached it first, less the members blocked with them (not on their view of the board).
   */
  async function positionIn(tx: Db, board: Board, at: RankKey): Promise<number> {
    const statements = positionStatements(tx);
    const values = {
      ...boardValues(board),
      points: at.points,
      reachedAt: at.reachedAt,
      userId: at.userId,
    };
    const [above] = await statements.above.execute(values);
    const [tied] = await statements.tied.execute(values);
    const [hidden] = await statements.hidden.execute(values);
    return (above?.members ?? 0) + (tied?.ahead ?? 0) - (hidden?.ahead ?? 0) + 1;
  }

  return {
    db,
    ...deps,
    now,
    zoneOf,
    currentMonth,
    aheadOf,
    positionIn,
    onLevels,
    onBoard,
  };
}

export type PointsContext = ReturnType<typeof pointsContext>;
