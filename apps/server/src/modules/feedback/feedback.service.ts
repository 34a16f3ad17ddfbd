import type { Testimonial } from '@app/contract/feedback';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../users/users.schema.js';
import { feedback } from './feedback.schema.js';

type Row = typeof feedback.$inferSelect;

const own = (row: Row) => ({
  id: row.id,
  stars: row.stars,
  description: row.description,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
});

export function createFeedbackService(db: Db) {
  return {
    async create(userId: number, entry: { stars: number; description: string }) {
      const [row] = await db
        .insert(feedback)
        .values({ userId, ...entry })
        .returning();
      return own(row!);
    },

    /** One user's entries, or everyone's (for staff) when `userId` is undefined. */
    async list(userId: number | undefined, limit: number, offset: number) {
      const where = userId === undefined ? undefined : eq(feedback.userId, userId);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(feedback)
        .where(where);
      const rows = await db
        .select()
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map(own), total };
    },

    /** Published entries, newest publication first, as the website shows them. */
    async testimonials(
      limit: number,
      offset: number,
    ): Promise<{ rows: Testimonial[]; total: number }> {
      const where = eq(feedback.published, true);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(feedback)
        .where(where);
      const rows = await db
        .select({
          id: feedback.id,
          stars: feedback.stars,
          description: feedback.description,
          userId: users.id,
          firstname: users.firstname,
          avatarUpdatedAt: users.avatarUpdatedAt,
        })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(desc(feedback.publishedAt), desc(feedback.id))
        .limit(limit)
        .offset(offset);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          user: {
            id: row.userId,
            firstname: row.firstname,
            avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
          },
          userName: row.firstname,
          description: row.description,
          stars: row.stars,
        })),
        total,
      };
    },

    /** Staff publish or withdraw an entry. Returns false when there is no such entry. */
    async setPublished(id: number, published: boolean): Promise<boolean> {
      const changed = await db
        .update(feedback)
        .set({
          published,
          publishedAt: published ? sql`coalesce(${feedback.publishedAt}, now())` : null,
        })
        .where(and(eq(feedback.id, id)))
        .returning({ id: feedback.id });
      return changed.length > 0;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
