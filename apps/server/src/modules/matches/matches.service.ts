import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { activityViews, findActivity } from '../activities/activities.view.js';
import { loadUsers } from '../users/users.view.js';
import { matches } from './matches.schema.js';

export function createMatchesService(db: Db) {
  /** The match and its activity; 403 unless `userId` is the matched user or the host. */
  async function involved(id: number, userId: number) {
    const [match] = await db.select().from(matches).where(eq(matches.id, id));
    if (!match) throw notFound();
    const activity = await findActivity(db, match.activityId);
    if (!activity) throw notFound();
    if (match.userId !== userId && activity.hostId !== userId) throw forbidden();
    return { match, activity };
  }

  return {
    involved,

    async view(id: number, userId: number) {
      const { match, activity } = await involved(id, userId);
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
    async remove(id: number, userId: number): Promise<void> {
      const { match } = await involved(id, userId);
      await db.delete(matches).where(eq(matches.id, match.id));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
