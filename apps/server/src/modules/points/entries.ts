import { and, desc, eq, gt, gte } from 'drizzle-orm';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import { pointEntries } from './points.schema.js';
import { entryView } from './points.view.js';
import { monthOf, type PointsContext } from './points.context.js';

/** A member's point entries: their history, their facts for "Estadísticas", their data export. */
export function pointEntriesOf(ctx: PointsContext) {
  const { db } = ctx;
  return {
    /**
     * The verified facts `userId` has (attended or hosted) whose month is `sinceMonth`
     * (`YYYY-MM`) or later: one per activity, for "Estadísticas".
     */
    async factsSince(userId: number, sinceMonth: string) {
      return db
        .selectDistinctOn([pointEntries.activityId], {
          activityId: pointEntries.activityId,
          month: pointEntries.month,
          disciplineOptionId: pointEntries.disciplineOptionId,
        })
        .from(pointEntries)
        .where(and(eq(pointEntries.userId, userId), gte(pointEntries.month, monthOf(sinceMonth))))
        .orderBy(pointEntries.activityId);
    },

    /** A page of `userId`'s point entries, the latest first. */
    async entries(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, pointEntries, {
        where: eq(pointEntries.userId, userId),
        orderBy: [desc(pointEntries.id)],
        limit,
        offset,
      });
      return { rows: rows.map(entryView), total };
    },

    /** For the data export: `userId`'s point entries, a page at a time, the oldest first. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(pointEntries)
          .where(and(eq(pointEntries.userId, userId), gt(pointEntries.id, afterId)))
          .orderBy(pointEntries.id)
          .limit(limit);
        return rows.map(entryView);
      });
    },
  };
}
