import type { Message } from '@app/contract/activities';
import { and, asc, count, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import { inPages } from '../../lib/pages.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ChatRef } from './chat.policy.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import { messageReads, messages } from './messages.schema.js';
import {
  exportedMessage,
  messageView,
  type ExportedMessage,
  type MessageRow,
} from './messages.view.js';

type Row = MessageRow;

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
    activities: Pick<ActivitiesService, 'lockChat' | 'nextMessageSeq' | 'hostedBy'>;
    matches: Pick<MatchesService, 'activityIdsOf'>;
  },
) {
  const { publisher, chatOf, activities, matches } = deps;

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

  /** Stores a message, or finds the one a retry with the same client id already stored. */
  function store(activityId: number, userId: number, text: string, clientId?: string) {
    return db.transaction(async (tx) => {
      // Locking the activity row first queues sends in one chat: numbers stay in order, and a
      // retry racing its original finds it once the original commits.
      await activities.lockChat(tx, activityId);
      if (clientId) {
        const [existing] = await tx
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.activityId, activityId),
              eq(messages.userId, userId),
              eq(messages.clientId, clientId),
            ),
          );
        if (existing) return { message: messageView(existing, userId, new Set()), created: false };
      }
      const seq = await activities.nextMessageSeq(tx, activityId);
      const [row] = await tx
        .insert(messages)
        .values({
          activityId,
          userId,
          seq,
          message: text,
          clientId: clientId ?? null,
        })
        .returning();
      return { message: messageView(row!, userId, new Set()), created: true };
    });
  }

  /** Records reads; returns the ids newly read and who wrote them. */
  async function storeReads(activityId: number, readerId: number, ids: number[]) {
    const candidates = await db
      .select({ id: messages.id, userId: messages.userId })
      .from(messages)
      .where(
        and(eq(messages.activityId, activityId), inArray(messages.id, ids), unreadBy(readerId)),
      );
    if (candidates.length === 0) return { ids: [] as number[], authors: [] as number[] };
    const inserted = await db
      .insert(messageReads)
      .values(candidates.map((candidate) => ({ messageId: candidate.id, userId: readerId })))
      .onConflictDoNothing()
      .returning({ id: messageReads.messageId });
    const newly = new Set(inserted.map((row) => row.id));
    const authors = candidates
      .filter((candidate) => newly.has(candidate.id) && candidate.userId !== null)
      .map((candidate) => candidate.userId!);
    return { ids: [...newly].sort((a, b) => a - b), authors: [...new Set(authors)] };
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
    ): Promise<Message> {
      return publisher.afterCommit(async (emit) => {
        const { message, created } = await store(activityId, userId, text, clientId);
        if (created) {
          const others = othersIn(await chatOf(activityId), userId);
          emit('activity-message-new', others, { ...message, readed: false });
        }
        return message;
      });
    },

    /** A page of an activity's chat in send order; with `after`, only what came after it. */
    async list(
      activityId: number,
      viewerId: number,
      after: number | undefined,
      limit: number,
      offset: number,
    ) {
      let where = eq(messages.activityId, activityId);
      if (after !== undefined) {
        const [anchor] = await db
          .select({ seq: messages.seq })
          .from(messages)
          .where(and(eq(messages.id, after), eq(messages.activityId, activityId)));
        where = and(where, gt(messages.seq, anchor?.seq ?? 0))!;
      }
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(messages)
        .where(where);
      const rows = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(asc(messages.seq))
        .limit(limit)
        .offset(offset);
      const read = await readIdsOf(
        viewerId,
        rows.map((row) => row.id),
      );
      return { rows: rows.map((row) => messageView(row, viewerId, read)), total };
    },

    /**
     * Marks messages of one activity read by `readerId` (their own and unknown ids are
     * ignored) and returns the ids newly read. The reader's other devices hear it (their
     * unread count drops) and so do the authors (a read receipt); a third participant's own
     * unread list is not touched.
     */
    async markRead(activityId: number, readerId: number, ids: number[]): Promise<number[]> {
      return publisher.afterCommit(async (emit) => {
        const read = await storeReads(activityId, readerId, ids);
        if (read.ids.length > 0) {
          emit('activity-message-read', [readerId, ...read.authors], { ids: read.ids });
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

    /**
     * Deletes a message (chat.policy canDeleteMessage: one's own) and tells the others in the
     * chat. Returns it as it was.
     */
    async remove(row: Row, userId: number): Promise<Message> {
      return publisher.afterCommit(async (emit) => {
        await db.delete(messages).where(eq(messages.id, row.id));
        const removed = messageView(row, userId, new Set());
        emit('activity-message-delete', othersIn(await chatOf(row.activityId), userId), removed);
        return removed;
      });
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
