import type { HelpTopic } from '@app/contract/help';
import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import type { UsersService } from '../users/users.service.js';
import { helpMessages } from './help.schema.js';
import { helpMessageView, staffHelpMessageViews } from './feedback.view.js';

/**
 * "Ayuda" (issue 35): members write to the team, staff read each message with who wrote it
 * and how to answer them (their e-mail or phone), and mark it handled or open again.
 */
export function createHelpService(db: Db, users: Pick<UsersService, 'names' | 'contacts'>) {
  return {
    async create(userId: number, entry: { topic: HelpTopic; message: string }) {
      const [row] = await db
        .insert(helpMessages)
        .values({ userId, ...entry })
        .returning();
      return helpMessageView(row!);
    },

    /** The member's own messages, newest first. */
    async mine(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, helpMessages, {
        where: eq(helpMessages.userId, userId),
        orderBy: [desc(helpMessages.id)],
        limit,
        offset,
      });
      return { rows: rows.map(helpMessageView), total };
    },

    /** The staff queue: open messages oldest first (who waits longest), handled ones latest first. */
    async queue(status: 'open' | 'handled', limit: number, offset: number) {
      const open = status === 'open';
      const { rows, total } = await pageOf(db, helpMessages, {
        where: open ? isNull(helpMessages.handledAt) : isNotNull(helpMessages.handledAt),
        orderBy: open
          ? [asc(helpMessages.id)]
          : [desc(helpMessages.handledAt), desc(helpMessages.id)],
        limit,
        offset,
      });
      const [contacts, staff] = await Promise.all([
        users.contacts(rows.map((row) => row.userId)),
        users.names(rows.flatMap((row) => (row.handledBy === null ? [] : [row.handledBy]))),
      ]);
      return {
        rows: staffHelpMessageViews(rows, contacts, staff),
        total,
      };
    },

    /** Staff mark a message handled, or open again. False when there is no such message. */
    async setHandled(id: number, handled: boolean, staffId: number): Promise<boolean> {
      const changed = await db
        .update(helpMessages)
        .set(
          handled
            ? { handledAt: new Date(), handledBy: staffId }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(helpMessages.id, id))
        .returning({ id: helpMessages.id });
      return changed.length > 0;
    },

    /** The member's messages for the data export, oldest first, a page at a time. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(helpMessages)
          .where(and(eq(helpMessages.userId, userId), gt(helpMessages.id, afterId)))
          .orderBy(asc(helpMessages.id))
          .limit(limit);
        return rows.map(helpMessageView);
      });
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
