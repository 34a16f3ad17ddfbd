import type { ConversationMessage } from '@app/contract/conversations';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import type { ConversationRef } from './conversation.policy.js';
import {
  conversationMembers,
  conversationMessages,
  conversations,
} from './conversations.schema.js';
import { conversationMessageView, type ConversationMessageRow } from './conversations.view.js';
import { others, type ConversationMessagesContext } from './conversation-messages.context.js';

/** A row read through raw SQL: its timestamp may come back as text. */
const fromSql = (row: ConversationMessageRow): ConversationMessageRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
});

/** Sending: a message numbered and stored in one statement, once however often it is retried. */
export function messageSending(ctx: ConversationMessagesContext) {
  const { db, publisher, notices, clock } = ctx;

  /**
   * One statement: the conversation's next number (locking its row until commit, so sends
   * are numbered and committed in order), the insert (nothing for a stored retry), the
   * author's cursor past their own message, and the others' unread notice.
   */
  async function store(ref: ConversationRef, userId: number, text: string, clientId?: string) {
    const same = and(
      eq(conversationMessages.conversationId, ref.id),
      eq(conversationMessages.userId, userId),
      clientId === undefined ? sql`false` : eq(conversationMessages.clientId, clientId),
    )!;
    const at = sql`coalesce(${clock?.().toISOString() ?? null}::timestamptz, now())`;
    const [inserted] = await queryRows<ConversationMessageRow>(
      db,
      sql`with next as (
          update ${conversations} set message_seq = ${conversations.messageSeq} + 1, last_message_at = ${at}
          where ${conversations.id} = ${ref.id}
            and not exists (select 1 from ${conversationMessages} where ${same})
          returning ${conversations.messageSeq} as seq
        ),
        inserted as (
          insert into ${conversationMessages} (conversation_id, user_id, seq, message, client_id, created_at)
          select ${ref.id}, ${userId}, next.seq, ${text}, ${clientId ?? null}, ${at} from next
          on conflict (conversation_id, user_id, client_id) do nothing
          returning id, conversation_id as "conversationId", user_id as "userId", seq, message,
                    type, client_id as "clientId", created_at as "createdAt"
        ),
        own as (
          update ${conversationMembers} set read_seq = greatest(${conversationMembers.readSeq}, inserted.seq)
          from inserted
          where ${conversationMembers.conversationId} = ${ref.id} and ${conversationMembers.userId} = ${userId}
        ),
        noticed as (${notices.conversationNoticesSql(
          sql`select 1 from inserted`,
          sql`select user_id from ${conversationMembers} where ${conversationMembers.conversationId} = ${ref.id}`,
          { actorId: userId, conversationId: ref.id, text, at },
        )})
        select * from inserted`,
    );
    if (inserted) return { row: fromSql(inserted), created: true };
    const [existing] =
      clientId === undefined ? [] : await db.select().from(conversationMessages).where(same);
    if (!existing) throw notFound();
    return { row: existing, created: false };
  }

  return {
    /**
     * Stores a message; the other members hear of it once committed. A retry with the same
     * client id answers the stored message and announces nothing again.
     */
    async send(
      ref: ConversationRef,
      userId: number,
      text: string,
      clientId?: string,
    ): Promise<ConversationMessage> {
      const recipients = others(ref, userId);
      return publisher.afterCommit(async (emit) => {
        const { row, created } = await store(ref, userId, text, clientId);
        const message = conversationMessageView(row, userId, new Map());
        if (created) {
          emit('conversation-message-new', recipients, { ...message, readed: false });
          await notices.tellUnread(db, emit, recipients, 'conversation_message');
        }
        return message;
      });
    },
  };
}
