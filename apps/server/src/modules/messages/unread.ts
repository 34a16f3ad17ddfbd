import type { Message } from '@app/contract/activities';
import { and, asc, count, desc, inArray } from 'drizzle-orm';
import { messages } from './messages.schema.js';
import { messageView } from './messages.view.js';
import type { MessagesContext } from './messages.context.js';

/** What a member has not read: their unread messages, the count, and each chat's in the list. */
export function unreadMessages(ctx: MessagesContext) {
  const { db, myActivities, unreadBy, readIdsOf, readersOf } = ctx;
  return {
    /** My unread messages across my activities, oldest first (`GET /notification/message`). */
    async unread(userId: number, limit = 100): Promise<Message[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(myActivities(userId), unreadBy(userId)))
        .orderBy(asc(messages.id))
        .limit(limit);
      return rows.map((row) => messageView(row, userId, new Set()));
    },

    /**
     * For the chat list: the last message of each of these activities' chats (absent when a
     * chat is still empty) and how many of their messages `userId` has not read.
     */
    async chatStats(userId: number, activityIds: number[]) {
      const stats = new Map<number, { last: Message | undefined; unread: number }>();
      if (activityIds.length === 0) return stats;
      const [lastRows, unreadRows] = await Promise.all([
        db
          .selectDistinctOn([messages.activityId])
          .from(messages)
          .where(inArray(messages.activityId, activityIds))
          .orderBy(messages.activityId, desc(messages.seq)),
        db
          .select({ activityId: messages.activityId, total: count() })
          .from(messages)
          .where(and(inArray(messages.activityId, activityIds), unreadBy(userId)))
          .groupBy(messages.activityId),
      ]);
      const ids = lastRows.map((row) => row.id);
      const [read, readers] = await Promise.all([readIdsOf(userId, ids), readersOf(ids)]);
      const unread = new Map(unreadRows.map((row) => [row.activityId, row.total]));
      const last = new Map(
        lastRows.map((row) => [row.activityId, messageView(row, userId, read, readers)]),
      );
      for (const id of activityIds) {
        stats.set(id, { last: last.get(id), unread: unread.get(id) ?? 0 });
      }
      return stats;
    },

    /** `messagesCount`: my unread messages. */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(messages)
        .where(and(myActivities(userId), unreadBy(userId)));
      return row?.total ?? 0;
    },
  };
}
