import { and, asc, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { messages } from './messages.schema.js';
import { messageView } from './messages.view.js';
import type { MessagesContext } from './messages.context.js';

/** Reading a chat: a page of its messages, around an anchor or not, as the viewer sees them. */
export function chatPage(ctx: MessagesContext) {
  const { db, readIdsOf, readersOf } = ctx;

  /** The `seq` of message `id` in this chat, or undefined when it is not one of its messages. */
  async function seqOf(activityId: number, id: number): Promise<number | undefined> {
    const [anchor] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.activityId, activityId)));
    return anchor?.seq;
  }

  return {
    /**
     * A page of an activity's chat in send order (newest first with `order` 'desc'); `after`
     * keeps only what came after a message, `before` only what came before one. An anchor
     * that is not a message of this chat limits nothing.
     */
    async list(
      activityId: number,
      viewerId: number,
      window: { after?: number | undefined; before?: number | undefined; order?: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [eq(messages.activityId, activityId)];
      if (window.after !== undefined) {
        conditions.push(gt(messages.seq, (await seqOf(activityId, window.after)) ?? 0));
      }
      if (window.before !== undefined) {
        const seq = await seqOf(activityId, window.before);
        if (seq !== undefined) conditions.push(lt(messages.seq, seq));
      }
      const where = and(...conditions);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(messages)
        .where(where);
      const rows = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(window.order === 'desc' ? desc(messages.seq) : asc(messages.seq))
        .limit(limit)
        .offset(offset);
      const ids = rows.map((row) => row.id);
      const [read, readers] = await Promise.all([readIdsOf(viewerId, ids), readersOf(ids)]);
      return { rows: rows.map((row) => messageView(row, viewerId, read, readers)), total };
    },
  };
}
