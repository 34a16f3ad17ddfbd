import { and, eq, lt } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors.js';
import type { ConversationRef } from './conversation.policy.js';
import { conversationMembers } from './conversations.schema.js';
import type { ConversationMessagesContext } from './conversation-messages.context.js';

/** The read cursor: a member's reading, which only moves forward, and who hears of it. */
export function readCursor(ctx: ConversationMessagesContext) {
  const { db, publisher, notices, seqOf } = ctx;
  return {
    /**
     * Everything up to message `messageId` is read by `readerId` (404 when it is not this
     * conversation's). The cursor only moves forward; when it moved, every member hears it
     * (a receipt for the authors, the count for the reader's other windows).
     */
    async markRead(ref: ConversationRef, readerId: number, messageId: number): Promise<number> {
      const seq = await seqOf(ref.id, messageId);
      if (seq === undefined) throw notFound();
      return publisher.afterCommit(async (emit) => {
        const [moved] = await db
          .update(conversationMembers)
          .set({ readSeq: seq })
          .where(
            and(
              eq(conversationMembers.conversationId, ref.id),
              eq(conversationMembers.userId, readerId),
              lt(conversationMembers.readSeq, seq),
            ),
          )
          .returning({ readSeq: conversationMembers.readSeq });
        if (!moved) {
          const [current] = await db
            .select({ readSeq: conversationMembers.readSeq })
            .from(conversationMembers)
            .where(
              and(
                eq(conversationMembers.conversationId, ref.id),
                eq(conversationMembers.userId, readerId),
              ),
            );
          return current?.readSeq ?? seq;
        }
        emit('conversation-read', ref.memberIds, {
          conversation_id: ref.id,
          user_id: readerId,
          seq,
        });
        await notices.conversationReadIn(db, emit, readerId, ref.id);
        return seq;
      });
    },
  };
}
