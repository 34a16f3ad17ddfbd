import { and, count, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { ChatRef } from './chat.policy.js';
import { messageReads, messages } from './messages.schema.js';

/** Everyone in the chat but `userId`: who hears of what `userId` did. */
export const othersIn = (chat: ChatRef, userId: number) =>
  [chat.hostId, ...chat.memberIds].filter((id) => id !== userId);

export type MessagesDependencies = {
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
};

/**
 * What every use case of a plan's chat shares: the dependencies, whose chats a member is in,
 * what they have not read, and who has read which message.
 */
export function messagesContext(db: Db, deps: MessagesDependencies) {
  const { activities, matches } = deps;

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

  return { db, ...deps, myActivities, unreadBy, readIdsOf, readersOf };
}

export type MessagesContext = ReturnType<typeof messagesContext>;
