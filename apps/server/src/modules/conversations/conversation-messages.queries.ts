import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import { conversationMessages } from './conversations.schema.js';
import { exportedConversationMessage, type ConversationMessageRow } from './conversations.view.js';
import type { ConversationMessagesContext } from './conversation-messages.context.js';

/**
 * Reading messages one at a time, as other modules ask: one of a conversation, one by id and
 * its neighbours (reports), and a member's own for their data export.
 */
export function conversationMessageQueries(ctx: ConversationMessagesContext) {
  const { db } = ctx;
  return {
    /** A message of this conversation, or 404. */
    async get(conversationId: number, messageId: number): Promise<ConversationMessageRow> {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, messageId),
            eq(conversationMessages.conversationId, conversationId),
          ),
        );
      if (!row) throw notFound();
      return row;
    },

    /** A message by its id alone (a report names only the message). */
    async findById(messageId: number): Promise<ConversationMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.id, messageId));
      return row;
    },

    /** Up to `around` messages before and after one, in order, itself included. */
    async around(row: ConversationMessageRow, around = 3): Promise<ConversationMessageRow[]> {
      const inIt = eq(conversationMessages.conversationId, row.conversationId);
      const [before, after] = await Promise.all([
        db
          .select()
          .from(conversationMessages)
          .where(and(inIt, lt(conversationMessages.seq, row.seq)))
          .orderBy(desc(conversationMessages.seq))
          .limit(around),
        db
          .select()
          .from(conversationMessages)
          .where(and(inIt, gt(conversationMessages.seq, row.seq)))
          .orderBy(asc(conversationMessages.seq))
          .limit(around),
      ]);
      return [...before.reverse(), row, ...after];
    },

    /** The messages `userId` wrote in conversations, oldest first, a page at a time. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(conversationMessages)
          .where(and(eq(conversationMessages.userId, userId), gt(conversationMessages.id, afterId)))
          .orderBy(asc(conversationMessages.id))
          .limit(limit);
        return rows.map(exportedConversationMessage);
      }, 500);
    },
  };
}
