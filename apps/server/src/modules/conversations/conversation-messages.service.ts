import type { ConversationMessage } from '@app/contract/conversations';
import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import type { Publisher } from '../../lib/publisher.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { ConversationRef } from './conversation.policy.js';
import { otherMemberOf } from './private-pair.js';
import {
  conversationMembers,
  conversationMessages,
  conversations,
} from './conversations.schema.js';

type Row = typeof conversationMessages.$inferSelect;
/** Each member's read cursor in a conversation. */
type Cursors = ReadonlyMap<number, number>;

/** A row read through raw SQL: its timestamp may come back as text. */
const fromSql = (row: Row): Row => ({ ...row, createdAt: new Date(row.createdAt) });

/**
 * A message as `viewerId` sees it: read once their cursor reached it (their own always), and
 * read by as many other members as have a cursor at or past it.
 */
function view(row: Row, viewerId: number, cursors: Cursors): ConversationMessage {
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

const others = (ref: ConversationRef, userId: number) =>
  ref.memberIds.filter((id) => id !== userId);

/**
 * The messages of conversations (decision 0026), with the activity chat's guarantees: one
 * statement numbers and stores a send (a retry with its client id stores nothing new), events
 * leave once it committed, `after` catches up. Reading moves the member's cursor forward only.
 */
export function createConversationMessagesService(
  db: Db,
  deps: {
    publisher: Publisher;
    notices: Pick<
      NotificationCentre,
      'conversationNoticesSql' | 'tellUnread' | 'conversationReadIn' | 'messageRemovedIn'
    >;
    /** A private conversation with a blocked pair counts nothing unread (decision 0030). */
    blocks: Pick<BlocksService, 'notBlockedWith'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, notices, blocks, clock } = deps;

  async function cursorsOf(conversationIds: number[]): Promise<Map<number, Map<number, number>>> {
    const byConversation = new Map<number, Map<number, number>>();
    if (conversationIds.length === 0) return byConversation;
    const rows = await db
      .select()
      .from(conversationMembers)
      .where(inArray(conversationMembers.conversationId, conversationIds));
    for (const row of rows) {
      const cursors = byConversation.get(row.conversationId) ?? new Map<number, number>();
      cursors.set(row.userId, row.readSeq);
      byConversation.set(row.conversationId, cursors);
    }
    return byConversation;
  }

  async function seqOf(conversationId: number, id: number): Promise<number | undefined> {
    const [row] = await db
      .select({ seq: conversationMessages.seq })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.id, id),
          eq(conversationMessages.conversationId, conversationId),
        ),
      );
    return row?.seq;
  }

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
    const [inserted] = await queryRows<Row>(
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
        const message = view(row, userId, new Map());
        if (created) {
          emit('conversation-message-new', recipients, { ...message, readed: false });
          await notices.tellUnread(db, emit, recipients, 'conversation_message');
        }
        return message;
      });
    },

    /** A page in send order (newest first with 'desc'), limited by `after` and `before`. */
    async list(
      ref: ConversationRef,
      viewerId: number,
      window: { after?: number | undefined; before?: number | undefined; order?: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = [eq(conversationMessages.conversationId, ref.id)];
      if (window.after !== undefined) {
        conditions.push(gt(conversationMessages.seq, (await seqOf(ref.id, window.after)) ?? 0));
      }
      if (window.before !== undefined) {
        const seq = await seqOf(ref.id, window.before);
        if (seq !== undefined) conditions.push(lt(conversationMessages.seq, seq));
      }
      const where = and(...conditions);
      const [counted, rows, cursors] = await Promise.all([
        db.select({ total: count() }).from(conversationMessages).where(where),
        db
          .select()
          .from(conversationMessages)
          .where(where)
          .orderBy(
            window.order === 'desc'
              ? desc(conversationMessages.seq)
              : asc(conversationMessages.seq),
          )
          .limit(limit)
          .offset(offset),
        cursorsOf([ref.id]),
      ]);
      const mine = cursors.get(ref.id) ?? new Map();
      return { rows: rows.map((row) => view(row, viewerId, mine)), total: counted[0]?.total ?? 0 };
    },

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

    /** A message of this conversation, or 404. */
    async get(conversationId: number, messageId: number): Promise<Row> {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, messageId),
            eq(conversationMessages.conversationId, conversationId),
          ),
        );
      if (!row) throw notFound();
      return row;
    },

    /** A message by its id alone (a report names only the message). */
    async findById(messageId: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.id, messageId));
      return row;
    },

    /** Up to `around` messages before and after one, in order, itself included. */
    async around(row: Row, around = 3): Promise<Row[]> {
      const inIt = eq(conversationMessages.conversationId, row.conversationId);
      const [before, after] = await Promise.all([
        db
          .select()
          .from(conversationMessages)
          .where(and(inIt, lt(conversationMessages.seq, row.seq)))
          .orderBy(desc(conversationMessages.seq))
          .limit(around),
        db
          .select()
          .from(conversationMessages)
          .where(and(inIt, gt(conversationMessages.seq, row.seq)))
          .orderBy(asc(conversationMessages.seq))
          .limit(around),
      ]);
      return [...before.reverse(), row, ...after];
    },

    /** Deletes a message (its author's: the policy) and tells the other members. */
    async remove(ref: ConversationRef, row: Row, userId: number): Promise<ConversationMessage> {
      const recipients = others(ref, userId);
      return publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          await notices.messageRemovedIn(tx, emit, recipients, {
            conversationId: row.conversationId,
            sentAt: sql`(select ${conversationMessages.createdAt} from ${conversationMessages} where ${conversationMessages.id} = ${row.id})`,
          });
          await tx.delete(conversationMessages).where(eq(conversationMessages.id, row.id));
          const removed = view(row, userId, new Map());
          emit('conversation-message-delete', recipients, removed);
          return removed;
        }),
      );
    },

    /**
     * For the list: each conversation's last message, how many messages by others the member
     * has not read, and their cursor.
     */
    async summaries(userId: number, conversationIds: number[]) {
      const stats = new Map<
        number,
        { last: ConversationMessage | undefined; unread: number; readSeq: number }
      >();
      if (conversationIds.length === 0) return stats;
      const [lastRows, unreadRows, cursors] = await Promise.all([
        db
          .selectDistinctOn([conversationMessages.conversationId])
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, conversationIds))
          .orderBy(conversationMessages.conversationId, desc(conversationMessages.seq)),
        db
          .select({ id: conversationMessages.conversationId, total: count() })
          .from(conversationMessages)
          .innerJoin(
            conversationMembers,
            and(
              eq(conversationMembers.conversationId, conversationMessages.conversationId),
              eq(conversationMembers.userId, userId),
            ),
          )
          .where(
            and(
              inArray(conversationMessages.conversationId, conversationIds),
              gt(conversationMessages.seq, conversationMembers.readSeq),
              sql`${conversationMessages.userId} is distinct from ${userId}`,
            ),
          )
          .groupBy(conversationMessages.conversationId),
        cursorsOf(conversationIds),
      ]);
      const unread = new Map(unreadRows.map((row) => [row.id, row.total]));
      const last = new Map(lastRows.map((row) => [row.conversationId, row]));
      for (const id of conversationIds) {
        const mine = cursors.get(id) ?? new Map<number, number>();
        const row = last.get(id);
        stats.set(id, {
          last: row && view(row, userId, mine),
          unread: unread.get(id) ?? 0,
          readSeq: mine.get(userId) ?? 0,
        });
      }
      return stats;
    },

    /** The member's unread messages across their conversations (the Chats badge). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(conversationMessages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, conversationMessages.conversationId),
            eq(conversationMembers.userId, userId),
          ),
        )
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(
          and(
            gt(conversationMessages.seq, conversationMembers.readSeq),
            sql`${conversationMessages.userId} is distinct from ${userId}`,
            blocks.notBlockedWith(userId, otherMemberOf(userId)),
          ),
        );
      return row?.total ?? 0;
    },

    /** The messages `userId` wrote in conversations, oldest first, a page at a time. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(conversationMessages)
          .where(and(eq(conversationMessages.userId, userId), gt(conversationMessages.id, afterId)))
          .orderBy(asc(conversationMessages.id))
          .limit(limit);
        return rows.map((row) => ({
          id: row.id,
          conversationId: row.conversationId,
          seq: row.seq,
          createdAt: row.createdAt.toISOString(),
          message: row.message,
          client_id: row.clientId,
        }));
      }, 500);
    },
  };
}

export type ConversationMessagesService = ReturnType<typeof createConversationMessagesService>;
