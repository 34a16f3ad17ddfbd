import type { Message } from '@app/contract/activities';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ChatRef } from './chat.policy.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import { messageReads, messages } from './messages.schema.js';
import {
  exportedMessage,
  messageView,
  type ExportedMessage,
  type MessageRow,
} from './messages.view.js';

type Row = MessageRow;

/** A row read through raw SQL: drizzle maps column types only for its own queries, so a
 * timestamp may come back as text; it becomes a Date here as drizzle would make it. */
const fromSql = (row: Row): Row => ({ ...row, createdAt: new Date(row.createdAt) });

/** Messages read per query by the data export. */
const EXPORT_PAGE = 500;

/** Everyone in the chat but `userId`: who hears of what `userId` did. */
const othersIn = (chat: ChatRef, userId: number) =>
  [chat.hostId, ...chat.memberIds].filter((id) => id !== userId);

/**
 * An activity's chat: messages stored in order, and who hears of each change once it is
 * committed (through the publisher). Who may read or write is chat.policy's question.
 */
export function createMessagesService(
  db: Db,
  deps: {
    publisher: Publisher;
    chatOf: (activityId: number) => Promise<ChatRef>;
    activities: Pick<ActivitiesService, 'nextMessageSeqSql' | 'hostedBy'>;
    matches: Pick<MatchesService, 'activityIdsOf'>;
    /** The notifications centre: a chat's unread messages gather in one notice. */
    notices: Pick<
      NotificationCentre,
      'chatNoticesSql' | 'tellUnread' | 'chatReadIn' | 'messageRemovedIn'
    >;
    /** Absent in the server (lib/clock.ts). */
    clock?: Clock | undefined;
  },
) {
  const { publisher, chatOf, activities, matches, notices, clock } = deps;

  /** Activities where the user is host or matched. */
  const myActivities = (userId: number) =>
    or(
      inArray(messages.activityId, activities.hostedBy(userId)),
      inArray(messages.activityId, matches.activityIdsOf(userId)),
    )!;

  /** Messages not sent by the user and not read by them. */
  const unreadBy = (userId: number) =>
    and(
      or(isNull(messages.userId), ne(messages.userId, userId)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(messageReads)
          .where(and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, userId))),
      ),
    )!;

  async function readIdsOf(viewerId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: messageReads.messageId })
      .from(messageReads)
      .where(and(eq(messageReads.userId, viewerId), inArray(messageReads.messageId, ids)));
    return new Set(rows.map((row) => row.id));
  }

  /** How many people have read each of these messages (their authors never count). */
  async function readersOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: messageReads.messageId, total: count() })
      .from(messageReads)
      .where(inArray(messageReads.messageId, ids))
      .groupBy(messageReads.messageId);
    return new Map(rows.map((row) => [row.id, row.total]));
  }

  /** The `seq` of message `id` in this chat, or undefined when it is not one of its messages. */
  async function seqOf(activityId: number, id: number): Promise<number | undefined> {
    const [anchor] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.activityId, activityId)));
    return anchor?.seq;
  }

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
    const [inserted] = await queryRows<Row>(
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

    /** A message of an activity's chat, or 404. */
    async get(activityId: number, messageId: number): Promise<Row> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.activityId, activityId)));
      if (!row) throw notFound();
      return row;
    },

    /** A message by its id alone, or undefined (a report names only the message). */
    async findById(messageId: number): Promise<Row | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      return row;
    },

    /** Up to `around` messages before and after one in its chat, in order, itself included. */
    async around(row: Row, around = 3): Promise<Row[]> {
      const [before, after] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(and(eq(messages.activityId, row.activityId), lt(messages.id, row.id)))
          .orderBy(desc(messages.id))
          .limit(around),
        db
          .select()
          .from(messages)
          .where(and(eq(messages.activityId, row.activityId), gt(messages.id, row.id)))
          .orderBy(asc(messages.id))
          .limit(around),
      ]);
      return [...before.reverse(), row, ...after];
    },

    /**
     * Deletes a message (chat.policy canDeleteMessage: one's own) and tells the others in the
     * chat. Returns it as it was.
     */
    async remove(row: Row, userId: number): Promise<Message> {
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
     * The messages `userId` wrote, in every chat, oldest first, read a page at a time as the
     * data export's archive takes them (thousands never sit in memory). Only theirs: what
     * others wrote is theirs to export.
     */
    exportFor(userId: number): AsyncIterable<ExportedMessage> {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(messages)
          .where(and(eq(messages.userId, userId), gt(messages.id, afterId)))
          .orderBy(asc(messages.id))
          .limit(limit);
        return rows.map(exportedMessage);
      }, EXPORT_PAGE);
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

export type MessagesService = ReturnType<typeof createMessagesService>;
