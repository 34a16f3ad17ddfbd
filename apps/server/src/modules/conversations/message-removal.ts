import type { ConversationMessage } from '@app/contract/conversations';
import { eq, sql } from 'drizzle-orm';
import type { ConversationRef } from './conversation.policy.js';
import { conversationMessages } from './conversations.schema.js';
import { conversationMessageView, type ConversationMessageRow } from './conversations.view.js';
import { others, type ConversationMessagesContext } from './conversation-messages.context.js';

/** Removing a message: its author's (or staff taking a reported one down). */
export function messageRemoval(ctx: ConversationMessagesContext) {
  const { db, publisher, notices } = ctx;
  return {
    /** Deletes a message (its author's: the policy) and tells the other members. */
    async remove(
      ref: ConversationRef,
      row: ConversationMessageRow,
      userId: number,
    ): Promise<ConversationMessage> {
      const recipients = others(ref, userId);
      return publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          await notices.messageRemovedIn(tx, emit, recipients, {
            conversationId: row.conversationId,
            sentAt: sql`(select ${conversationMessages.createdAt} from ${conversationMessages} where ${conversationMessages.id} = ${row.id})`,
          });
          await tx.delete(conversationMessages).where(eq(conversationMessages.id, row.id));
          const removed = conversationMessageView(row, userId, new Map());
          emit('conversation-message-delete', recipients, removed);
          return removed;
        }),
      );
    },
  };
}
