import type { Message } from '@app/contract/activities';
import type { messages } from './messages.schema.js';

export type MessageRow = typeof messages.$inferSelect;

/** A message its author exports: where and when, and what it said. */
export function exportedMessage(row: MessageRow) {
  return {
    id: row.id,
    activityId: row.activityId,
    seq: row.seq,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    message: row.message,
    client_id: row.clientId,
  };
}
export type ExportedMessage = ReturnType<typeof exportedMessage>;

/**
 * A message as `viewerId` sees it: `readed` is whether they read it (their own: true);
 * `read_by`, how many others in the chat have (`readers`, by message id; absent: none).
 */
export function messageView(
  row: MessageRow,
  viewerId: number,
  readIds: Set<number>,
  readers: ReadonlyMap<number, number> = new Map(),
): Message {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    message: row.message,
    type: row.type,
    userId: row.userId,
    activityId: row.activityId,
    readed: row.userId === viewerId || readIds.has(row.id),
    seq: row.seq,
    client_id: row.clientId,
    read_by: readers.get(row.id) ?? 0,
  };
}
