import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import { activityViews, findActivity } from '../activities/activities.view.js';
import { loadUsers } from '../users/users.view.js';
import { matches } from './matches.schema.js';

export type MatchRow = typeof matches.$inferSelect;

export function createMatchesService(db: Db) {
  return {
    /** The match, or 404. Who may see or end it is match.policy's question. */
    async get(id: number): Promise<MatchRow> {
      const [match] = await db.select().from(matches).where(eq(matches.id, id));
      if (!match) throw notFound();
      return match;
    },

    async view(match: MatchRow) {
      const activity = await findActivity(db, match.activityId);
      if (!activity) throw notFound();
      const [activityView] = await activityViews(db, [activity]);
      const user = (await loadUsers(db, [match.userId])).get(match.userId)!.public;
      return {
        id: match.id,
        activity: activityView!,
        user,
        createdAt: match.createdAt.toISOString(),
      };
    },

    /** The matched user leaves, or the host removes them. */
    async remove(match: MatchRow): Promise<void> {
      await db.delete(matches).where(eq(matches.id, match.id));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
