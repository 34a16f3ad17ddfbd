import type { ConversationMessage } from '@app/contract/conversations';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  conversationMembers,
  conversationMessages,
  conversations,
} from './conversations.schema.js';
import { conversationMessageView } from './conversations.view.js';
import { otherMemberOf } from './private-pair.js';
import type { ConversationMessagesContext } from './conversation-messages.context.js';

/** What a member has not read: each conversation's in the list, and the Chats badge. */
export function unreadMessages(ctx: ConversationMessagesContext) {
  const { db, blocks, cursorsOf } = ctx;
  return {
    /**
     * For the list: each conversation's last message, how many messages by others the member
     * has not read, and their cursor.
     */
    async summaries(userId: number, conversationIds: number[]) {
      const stats = new Map<
        number,
        { last: ConversationMessage | undefined; unread: number; readSeq: number }
      >();
      if (conversationIds.length === 0) return stats;
      const [lastRows, unreadRows, cursors] = await Promise.all([
        db
          .selectDistinctOn([conversationMessages.conversationId])
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, conversationIds))
          .orderBy(conversationMessages.conversationId, desc(conversationMessages.seq)),
        db
          .select({ id: conversationMessages.conversationId, total: count() })
          .from(conversationMessages)
          .innerJoin(
            conversationMembers,
            and(
              eq(conversationMembers.conversationId, conversationMessages.conversationId),
              eq(conversationMembers.userId, userId),
            ),
          )
          .where(
            and(
              inArray(conversationMessages.conversationId, conversationIds),
              gt(conversationMessages.seq, conversationMembers.readSeq),
              sql`${conversationMessages.userId} is distinct from ${userId}`,
            ),
          )
          .groupBy(conversationMessages.conversationId),
        cursorsOf(conversationIds),
      ]);
      const unread = new Map(unreadRows.map((row) => [row.id, row.total]));
      const last = new Map(lastRows.map((row) => [row.conversationId, row]));
      for (const id of conversationIds) {
        const mine = cursors.get(id) ?? new Map<number, number>();
        const row = last.get(id);
        stats.set(id, {
          last: row && conversationMessageView(row, userId, mine),
          unread: unread.get(id) ?? 0,
          readSeq: mine.get(userId) ?? 0,
        });
      }
      return stats;
    },

    /** The member's unread messages across their conversations (the Chats badge). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(conversationMessages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, conversationMessages.conversationId),
            eq(conversationMembers.userId, userId),
          ),
        )
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(
          and(
            gt(conversationMessages.seq, conversationMembers.readSeq),
            sql`${conversationMessages.userId} is distinct from ${userId}`,
            blocks.notBlockedWith(userId, otherMemberOf(userId)),
          ),
        );
      return row?.total ?? 0;
    },
  };
}
