import type { Message } from '@app/contract/activities';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import type { ChatRef } from './chat.policy.js';
import { messages } from './messages.schema.js';
import { messageView, type MessageRow } from './messages.view.js';
import { othersIn, type MessagesContext } from './messages.context.js';

/** A row read through raw SQL: drizzle maps column types only for its own queries, so a
 * timestamp may come back as text; it becomes a Date here as drizzle would make it. */
const fromSql = (row: MessageRow): MessageRow => ({ ...row, createdAt: new Date(row.createdAt) });

/** Sending: a message stored in its chat's order, once however often it is retried. */
export function sending(ctx: MessagesContext) {
  const { db, publisher, chatOf, activities, notices, clock } = ctx;

  /**
   * Stores a message, or finds the one a retry with the same client id already stored. One
   * statement: the chat's next number (which locks the activity's row until it commits, so
   * sends in one chat are numbered and committed in order) and the insert, which a stored retry
   * turns into nothing. Only then is the stored message read (a retry, or a chat that is gone).
   */
  async function store(
    activityId: number,
    userId: number,
    text: string,
    recipients: readonly number[],
    clientId?: string,
  ) {
    const same = and(
      eq(messages.activityId, activityId),
      eq(messages.userId, userId),
      clientId === undefined ? sql`false` : eq(messages.clientId, clientId),
    )!;
    const stored = sql`exists (select 1 from ${messages} where ${same})`;
    const at = sql`coalesce(${clock?.().toISOString() ?? null}::timestamptz, now())`;
    // The recipients' chat notice (decision 0025) in the same statement: it exists exactly
    // when the message does, and the send keeps its round trips.
    const [inserted] = await queryRows<MessageRow>(
      db,
      sql`with next as (${activities.nextMessageSeqSql(activityId, stored)}),
        inserted as (
          insert into ${messages} (activity_id, user_id, seq, message, client_id, created_at)
          select ${activityId}, ${userId}, next.seq, ${text}, ${clientId ?? null}, ${at}
          from next
          on conflict (activity_id, user_id, client_id) do nothing
          returning id, activity_id as "activityId", user_id as "userId", seq, message, type,
                    client_id as "clientId", created_at as "createdAt"
        ),
        noticed as (${notices.chatNoticesSql(sql`select 1 from inserted`, recipients, {
          actorId: userId,
          activityId,
          text,
          at,
        })})
        select * from inserted`,
    );
    if (inserted) {
      return { message: messageView(fromSql(inserted), userId, new Set()), created: true };
    }
    const [existing] = clientId === undefined ? [] : await db.select().from(messages).where(same);
    if (!existing) throw notFound();
    return { message: messageView(existing, userId, new Set()), created: false };
  }

  return {
    /**
     * Stores a message; the others in the chat hear of it once it is committed. A retry with
     * the same client id answers the stored message and announces nothing again.
     */
    async send(
      activityId: number,
      userId: number,
      text: string,
      clientId?: string,
      /** The chat as the route's policy just read it, when it did: not read a second time. */
      chat?: ChatRef,
    ): Promise<Message> {
      const others = othersIn(chat ?? (await chatOf(activityId)), userId);
      return publisher.afterCommit(async (emit) => {
        const { message, created } = await store(activityId, userId, text, others, clientId);
        if (created) {
          emit('activity-message-new', others, { ...message, readed: false });
          await notices.tellUnread(db, emit, others, 'message');
        }
        return message;
      });
    },
  };
}
