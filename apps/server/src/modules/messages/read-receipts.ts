import { and, eq, inArray } from 'drizzle-orm';
import { messageReads, messages } from './messages.schema.js';
import type { MessagesContext } from './messages.context.js';

/** Read receipts: messages marked read, and who hears of it. */
export function readReceipts(ctx: MessagesContext) {
  const { db, publisher, notices, clock, unreadBy } = ctx;

  /** Records reads; returns the ids newly read and who wrote them. */
  async function storeReads(activityId: number, readerId: number, ids: number[]) {
    const candidates = await db
      .select({ id: messages.id, userId: messages.userId })
      .from(messages)
      .where(
        and(eq(messages.activityId, activityId), inArray(messages.id, ids), unreadBy(readerId)),
      );
    const byAuthor = new Map<number, number[]>();
    if (candidates.length === 0) return { ids: [] as number[], byAuthor };
    const inserted = await db
      .insert(messageReads)
      .values(
        candidates.map((candidate) => ({
          messageId: candidate.id,
          userId: readerId,
          readAt: clock?.(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: messageReads.messageId });
    const newly = new Set(inserted.map((row) => row.id));
    for (const candidate of candidates) {
      if (!newly.has(candidate.id) || candidate.userId === null) continue;
      byAuthor.set(candidate.userId, [...(byAuthor.get(candidate.userId) ?? []), candidate.id]);
    }
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    for (const [author, ids] of byAuthor) byAuthor.set(author, sorted(ids));
    return { ids: sorted([...newly]), byAuthor };
  }

  return {
    /**
     * Marks messages of one activity read by `readerId` (their own and unknown ids are
     * ignored) and returns the ids newly read. The reader's other devices hear it (their
     * unread count drops) and so does each author, of their own messages only (a read
     * receipt); a third participant's own unread list is not touched.
     */
    async markRead(activityId: number, readerId: number, ids: number[]): Promise<number[]> {
      return publisher.afterCommit(async (emit) => {
        const read = await storeReads(activityId, readerId, ids);
        if (read.ids.length > 0) emit('activity-message-read', [readerId], { ids: read.ids });
        // Reading the chat reads its notice in the centre.
        if (read.ids.length > 0) await notices.chatReadIn(db, emit, readerId, activityId);
        // Each author hears only of their own messages: a read event lowers its receiver's
        // unread count for every id it knows, and the others' messages may be unread by them.
        for (const [author, own] of read.byAuthor) {
          if (author !== readerId) emit('activity-message-read', [author], { ids: own });
        }
        return read.ids;
      });
    },
  };
}
