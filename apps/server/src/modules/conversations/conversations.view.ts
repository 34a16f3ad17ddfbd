import type { ConversationMessage } from '@app/contract/conversations';
import type { conversationMessages } from './conversations.schema.js';

export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
/** Each member's read cursor in a conversation. */
export type Cursors = ReadonlyMap<number, number>;

/**
 * A message as `viewerId` sees it: read once their cursor reached it (their own always), and
 * read by as many other members as have a cursor at or past it.
 */
export function conversationMessageView(
  row: ConversationMessageRow,
  viewerId: number,
  cursors: Cursors,
): ConversationMessage {
  let readers = 0;
  for (const [userId, seq] of cursors) if (userId !== row.userId && seq >= row.seq) readers += 1;
  const viewerRead = row.userId === viewerId || (cursors.get(viewerId) ?? 0) >= row.seq;
  return {
    id: row.id,
    conversationId: row.conversationId,
    userId: row.userId,
    seq: row.seq,
    message: row.message,
    type: row.type,
    client_id: row.clientId,
    createdAt: row.createdAt.toISOString(),
    readed: viewerRead,
    read_by: readers,
  };
}

/** A message its author exports: where and when, and what it said. */
export function exportedConversationMessage(row: ConversationMessageRow) {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    createdAt: row.createdAt.toISOString(),
    message: row.message,
    client_id: row.clientId,
  };
}
