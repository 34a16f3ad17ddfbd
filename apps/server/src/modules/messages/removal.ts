import type { Message } from '@app/contract/activities';
import { eq, sql } from 'drizzle-orm';
import { messages } from './messages.schema.js';
import { messageView, type MessageRow } from './messages.view.js';
import { othersIn, type MessagesContext } from './messages.context.js';

/** Removing a message: its author's (or staff taking a reported one down). */
export function removal(ctx: MessagesContext) {
  const { db, publisher, chatOf, notices } = ctx;
  return {
    /**
     * Deletes a message (chat.policy canDeleteMessage: one's own) and tells the others in the
     * chat. Returns it as it was.
     */
    async remove(row: MessageRow, userId: number): Promise<Message> {
      const others = othersIn(await chatOf(row.activityId), userId);
      return publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // Its words leave the others' chat notices too (read while the row is there).
          await notices.messageRemovedIn(tx, emit, others, {
            activityId: row.activityId,
            sentAt: sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${row.id})`,
          });
          await tx.delete(messages).where(eq(messages.id, row.id));
          const removed = messageView(row, userId, new Set());
          emit('activity-message-delete', others, removed);
          return removed;
        }),
      );
    },
  };
}
