import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { ConversationRef } from './conversation.policy.js';
import { conversationMembers, conversationMessages } from './conversations.schema.js';

/** The members but `userId`: who hears of what `userId` did. */
export const others = (ref: ConversationRef, userId: number) =>
  ref.memberIds.filter((id) => id !== userId);

export type ConversationMessagesDependencies = {
  publisher: Publisher;
  notices: Pick<
    NotificationCentre,
    'conversationNoticesSql' | 'tellUnread' | 'conversationReadIn' | 'messageRemovedIn'
  >;
  /** A private conversation with a blocked pair counts nothing unread (decision 0030). */
  blocks: Pick<BlocksService, 'notBlockedWith'>;
  clock?: Clock | undefined;
};

/**
 * What every use case of conversations' messages shares: the dependencies, the members' read
 * cursors, and a message's place (`seq`) in its conversation.
 */
export function conversationMessagesContext(db: Db, deps: ConversationMessagesDependencies) {
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

  return { db, ...deps, cursorsOf, seqOf };
}

export type ConversationMessagesContext = ReturnType<typeof conversationMessagesContext>;
