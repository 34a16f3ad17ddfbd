import type { Testimonial } from '@app/contract/feedback';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import type { UsersService } from '../users/users.service.js';
import { feedback } from './feedback.schema.js';
import { feedbackView, testimonialViews } from './feedback.view.js';

export function createFeedbackService(db: Db, users: Pick<UsersService, 'names'>) {
  // The website's home asks for these on every visit: built and planned once.
  const published = eq(feedback.published, true);
  const testimonialsPage = db
    .select()
    .from(feedback)
    .where(published)
    .orderBy(desc(feedback.publishedAt), desc(feedback.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('testimonials_page');
  const testimonialsCount = db
    .select({ total: count() })
    .from(feedback)
    .where(published)
    .prepare('testimonials_count');

  return {
    async create(userId: number, entry: { stars: number; description: string }) {
      const [row] = await db
        .insert(feedback)
        .values({ userId, ...entry })
        .returning();
      return feedbackView(row!);
    },

    /** One user's entries, or everyone's (for staff) when `userId` is undefined. */
    async list(userId: number | undefined, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, feedback, {
        where: userId === undefined ? undefined : eq(feedback.userId, userId),
        orderBy: [desc(feedback.id)],
        limit,
        offset,
      });
      return { rows: rows.map(feedbackView), total };
    },

    /** The user's entries for the data export, oldest first, a page at a time. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(feedback)
          .where(and(eq(feedback.userId, userId), gt(feedback.id, afterId)))
          .orderBy(asc(feedback.id))
          .limit(limit);
        return rows.map(feedbackView);
      });
    },

    /** Published entries, newest publication first, as the website shows them. */
    async testimonials(
      limit: number,
      offset: number,
    ): Promise<{ rows: Testimonial[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        testimonialsPage.execute({ limit, offset }),
        testimonialsCount.execute(),
      ]);
      const total = counted?.total ?? 0;
      const authors = await users.names(rows.map((row) => row.userId));
      return {
        rows: testimonialViews(rows, authors),
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
