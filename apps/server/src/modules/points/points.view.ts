import type { PointEntry, RankingRow } from '@app/contract/ranking';
import { personRef } from '../../lib/person-ref.js';
import type { pointEntries, rankingScores } from './points.schema.js';

/** `YYYY-MM` for the API from a stored month (`YYYY-MM-01`). */
export const monthName = (month: string) => month.slice(0, 7);

/** A point entry as its member sees it. */
export const entryView = (row: typeof pointEntries.$inferSelect): PointEntry => ({
  id: row.id,
  kind: row.kind,
  points: row.points,
  capped: row.cappedBy !== null,
  capped_by: row.cappedBy,
  activity_id: row.activityId,
  city_id: row.cityId,
  discipline_option_id: row.disciplineOptionId,
  month: monthName(row.month),
  createdAt: row.createdAt.toISOString(),
});

/** A member's row of a board, at `position`, credited to `user`. */
export const rankingRow = (
  row: typeof rankingScores.$inferSelect,
  user: Parameters<typeof personRef>[0],
  position: number,
): RankingRow => ({
  position,
  user: personRef(user),
  points: row.points,
});
