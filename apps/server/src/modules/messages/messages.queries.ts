import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import { messages } from './messages.schema.js';
import { exportedMessage, type ExportedMessage, type MessageRow } from './messages.view.js';
import type { MessagesContext } from './messages.context.js';

/** Messages read per query by the data export. */
const EXPORT_PAGE = 500;

/**
 * Reading messages one at a time, as other modules ask: one of a chat, one by id and its
 * neighbours (reports), and a member's own for their data export.
 */
export function messageQueries(ctx: MessagesContext) {
  const { db } = ctx;
  return {
    /** A message of an activity's chat, or 404. */
    async get(activityId: number, messageId: number): Promise<MessageRow> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.activityId, activityId)));
      if (!row) throw notFound();
      return row;
    },

    /** A message by its id alone, or undefined (a report names only the message). */
    async findById(messageId: number): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      return row;
    },

    /** Up to `around` messages before and after one in its chat, in order, itself included. */
    async around(row: MessageRow, around = 3): Promise<MessageRow[]> {
      const [before, after] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(and(eq(messages.activityId, row.activityId), lt(messages.id, row.id)))
          .orderBy(desc(messages.id))
          .limit(around),
        db
          .select()
          .from(messages)
          .where(and(eq(messages.activityId, row.activityId), gt(messages.id, row.id)))
          .orderBy(asc(messages.id))
          .limit(around),
      ]);
      return [...before.reverse(), row, ...after];
    },

    /**
     * The messages `userId` wrote, in every chat, oldest first, read a page at a time as the
     * data export's archive takes them (thousands never sit in memory). Only theirs: what
     * others wrote is theirs to export.
     */
    exportFor(userId: number): AsyncIterable<ExportedMessage> {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(messages)
          .where(and(eq(messages.userId, userId), gt(messages.id, afterId)))
          .orderBy(asc(messages.id))
          .limit(limit);
        return rows.map(exportedMessage);
      }, EXPORT_PAGE);
    },
  };
}
