import { and, asc, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { ConversationRef } from './conversation.policy.js';
import { conversationMessages } from './conversations.schema.js';
import { conversationMessageView } from './conversations.view.js';
import type { ConversationMessagesContext } from './conversation-messages.context.js';

/** Reading a conversation: a page of its messages, as the viewer sees them. */
export function messagePage(ctx: ConversationMessagesContext) {
  const { db, cursorsOf, seqOf } = ctx;
  return {
    /** A page in send order (newest first with 'desc'), limited by `after` and `before`. */
    async list(
      ref: ConversationRef,
      viewerId: number,
      window: { after?: number | undefined; before?: number | undefined; order?: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [eq(conversationMessages.conversationId, ref.id)];
      if (window.after !== undefined) {
        conditions.push(gt(conversationMessages.seq, (await seqOf(ref.id, window.after)) ?? 0));
      }
      if (window.before !== undefined) {
        const seq = await seqOf(ref.id, window.before);
        if (seq !== undefined) conditions.push(lt(conversationMessages.seq, seq));
      }
      const where = and(...conditions);
      const [counted, rows, cursors] = await Promise.all([
        db.select({ total: count() }).from(conversationMessages).where(where),
        db
          .select()
          .from(conversationMessages)
          .where(where)
          .orderBy(
            window.order === 'desc'
              ? desc(conversationMessages.seq)
              : asc(conversationMessages.seq),
          )
          .limit(limit)
          .offset(offset),
        cursorsOf([ref.id]),
      ]);
      const mine = cursors.get(ref.id) ?? new Map();
      return {
        rows: rows.map((row) => conversationMessageView(row, viewerId, mine)),
        total: counted[0]?.total ?? 0,
      };
    },
  };
}
