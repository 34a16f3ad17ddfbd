import { and, desc, eq, not, sql } from 'drizzle-orm';
import { slot } from '../../lib/prepared.js';
import { rankingLevels, rankingScores } from './points.schema.js';
import { monthName, rankingRow } from './points.view.js';
import {
  ALL,
  boardPlaceholders,
  boardValues,
  monthOf,
  type Board,
  type PointsContext,
} from './points.context.js';

/** The monthly boards: a page of one as its viewer sees it, and the boards a member is on. */
export function boards(ctx: PointsContext) {
  const { db, users, blocks, currentMonth, positionIn, onLevels, onBoard } = ctx;
  // A board's page as its viewer sees it: four statements, prepared once (decision 0055).
  const viewer = slot<number>('viewer');
  const onThisBoard = onBoard(boardPlaceholders);
  const statements = {
    page: db
      .select()
      .from(rankingScores)
      // The viewer's few blocked members as one hashed set, read once: a page deep in the
      // board walks every row before it, and two anti-joins probed `blocks` for each (page
      // 2,000: 167 ms against 15 ms, the bench's seed).
      .where(and(onThisBoard, not(blocks.blockedWith(viewer, rankingScores.userId))))
      .orderBy(desc(rankingScores.points), rankingScores.reachedAt, rankingScores.userId)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('ranking_page'),
    size: db
      .select({ members: sql<number>`coalesce(sum(${rankingLevels.members}), 0)::int` })
      .from(rankingLevels)
      .where(onLevels(boardPlaceholders))
      .prepare('ranking_size'),
    hidden: db
      .select({ members: sql<number>`count(*)::int` })
      .from(rankingScores)
      .where(and(onThisBoard, blocks.blockedWith(viewer, rankingScores.userId)))
      .prepare('ranking_hidden'),
    mine: db
      .select()
      .from(rankingScores)
      .where(and(onThisBoard, eq(rankingScores.userId, viewer)))
      .prepare('ranking_own_row'),
  };
  return {
    currentMonth,

    /**
     * A page of a board as the viewer sees it (without the members blocked with them), and
     * their own row wherever it is.
     */
    async board(
      query: { city: number; discipline?: number | undefined; month?: string | undefined },
      viewerId: number,
      limit: number,
      offset: number,
    ) {
      const month = query.month ?? (await currentMonth(query.city));
      const board: Board = {
        month: monthOf(month),
        cityId: query.city,
        disciplineOptionId: query.discipline ?? ALL,
      };
      // The viewer's board leaves out the members blocked with them, as every list does:
      // positions are counted without them, so the page and `me` agree.
      const values = { ...boardValues(board), viewer: viewerId, limit, offset };
      const rows = await statements.page.execute(values);
      const [size] = await statements.size.execute(values);
      const [hidden] = await statements.hidden.execute(values);
      const total = (size?.members ?? 0) - (hidden?.members ?? 0);
      const [mine] = await statements.mine.execute(values);
      const names = await users.names([...rows.map((row) => row.userId), viewerId]);
      const rowOf = (row: typeof rankingScores.$inferSelect, position: number) =>
        rankingRow(row, names.get(row.userId)!, position);
      const data = rows
        .filter((row) => names.has(row.userId))
        .map((row, index) => rowOf(row, offset + index + 1));
      const me = mine ? rowOf(mine, await positionIn(db, board, mine)) : null;
      return { month, rows: data, total, me };
    },

    /** Every board `userId` is on in a month (this month in each city's zone by default). */
    async mine(userId: number, month?: string) {
      const rows = await db
        .select()
        .from(rankingScores)
        .where(
          and(
            eq(rankingScores.userId, userId),
            month ? eq(rankingScores.month, monthOf(month)) : undefined,
          ),
        )
        .orderBy(desc(rankingScores.month));
      const current = new Map<number, string>();
      for (const cityId of new Set(rows.map((row) => row.cityId))) {
        current.set(cityId, monthOf(await currentMonth(cityId)));
      }
      const kept = month ? rows : rows.filter((row) => row.month === current.get(row.cityId));
      return Promise.all(
        kept.map(async (row) => ({
          month: monthName(row.month),
          city_id: row.cityId,
          discipline_option_id: row.disciplineOptionId === ALL ? null : row.disciplineOptionId,
          points: row.points,
          position: await positionIn(db, row, row),
        })),
      );
    },
  };
}
