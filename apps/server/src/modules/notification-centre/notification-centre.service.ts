import type { NotificationKind } from '@app/contract/notification-centre';
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { preparedPer } from '../../lib/prepared.js';
import { pageOf } from '../../lib/page-of.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { UsersService } from '../users/users.service.js';
import { notifications } from './notification-centre.schema.js';
import { notificationViews } from './notification-centre.view.js';

/** One thing to tell someone, as the features hand it over. */
export type NoticeInput = {
  userId: number;
  kind: Exclude<NotificationKind, 'message' | 'conversation_message'>;
  actorId?: number | null;
  activityId?: number | null;
  groupId?: number | null;
  text?: string | null;
};

/** The longest text a notification keeps: a preview, not the message. */
const TEXT_MAX = 140;

/**
 * The notifications centre (decision 0025). Features write notices inside their own
 * transaction (`addIn`), so a notice exists exactly when what it tells does; each recipient
 * hears the new unread count on `notification.{wstoken}` once it commits. Counts are always
 * read from the rows. Depends on no feature that writes notices, so all of them may use it.
 */
export function createNotificationCentre(
  db: Db,
  deps: {
    publisher: Publisher;
    users: Pick<UsersService, 'names'>;
    activities: Pick<ActivitiesService, 'summaries'>;
    /**
     * Groups by id, and the groups whose chats these conversations are (the groups module,
     * which writes notices: asked late).
     */
    groups: {
      names: (ids: number[]) => Promise<Map<number, string>>;
      ofConversations: (ids: number[]) => Promise<Map<number, { id: number; name: string }>>;
    };
    /** A blocked pair's notices to each other are not written (decision 0022). */
    blocks: Pick<BlocksService, 'notBlockedWith'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, users, activities, groups, blocks, clock } = deps;

  async function unreadIn(executor: Db, userId: number): Promise<number> {
    const [row] = await executor
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.total ?? 0;
  }

  /** Queues each member's unread count, read in one statement, for `kind` (null: read). */
  // Every notice tells its members their unread count: prepared once per handle.
  const unreadCounts = preparedPer((executor) =>
    executor
      .select({ userId: notifications.userId, total: count() })
      .from(notifications)
      .where(
        and(
          sql`${notifications.userId} = any(${sql.placeholder('ids')}::integer[])`,
          isNull(notifications.readAt),
        ),
      )
      .groupBy(notifications.userId)
      .prepare('unread_notifications_of'),
  );

  async function tellCounts(
    executor: Db,
    emit: Emit,
    userIds: Iterable<number>,
    kind: NotificationKind | null,
  ) {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return;
    const rows = await unreadCounts(executor).execute({ ids });
    const unread = new Map(rows.map((row) => [row.userId, row.total]));
    for (const userId of ids) {
      emit('notification', [userId], { kind, unread: unread.get(userId) ?? 0 });
    }
  }

  async function readChat(executor: Db, emit: Emit, userId: number, which: SQL) {
    const changed = await executor
      .update(notifications)
      .set({ readAt: clock?.() ?? sql`now()` })
      .where(and(eq(notifications.userId, userId), which, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await tellCounts(executor, emit, [userId], null);
  }

  return {
    /**
     * Inside `tx`, writes notices (nobody notifies themselves) and queues, for once it commits,
     * each recipient's new unread count. Chat messages have their own (`chatNoticesSql`).
     */
    async addIn(tx: Db, emit: Emit, notices: readonly NoticeInput[]): Promise<void> {
      const wanted = notices.filter((notice) => notice.userId !== notice.actorId);
      if (wanted.length === 0) return;
      await tx.insert(notifications).values(
        wanted.map((notice) => ({
          userId: notice.userId,
          kind: notice.kind,
          actorId: notice.actorId ?? null,
          activityId: notice.activityId ?? null,
          groupId: notice.groupId ?? null,
          text: notice.text ? notice.text.slice(0, TEXT_MAX) : null,
          createdAt: clock?.(),
        })),
      );
      for (const kind of new Set(wanted.map((notice) => notice.kind))) {
        await tellCounts(
          tx,
          emit,
          wanted.filter((notice) => notice.kind === kind).map((notice) => notice.userId),
          kind,
        );
      }
    },

    /**
     * The SQL of a data-modifying statement (a WITH clause's part) that gives each recipient's
     * unread notice of a chat one more message, or starts it, for every row `when` selects
     * (none: a retried send already stored). For the message send's single statement.
     */
    chatNoticesSql(
      when: SQL,
      recipients: readonly number[],
      notice: { actorId: number; activityId: number; text: string; at: SQL },
    ): SQL {
      const ids = sql`${`{${recipients.filter((id) => id !== notice.actorId).join(',')}}`}::integer[]`;
      return sql`insert into ${notifications} (user_id, kind, actor_id, activity_id, text, started_at, created_at)
        select recipient, 'message', ${notice.actorId}, ${notice.activityId},
               left(${notice.text}, ${TEXT_MAX}), ${notice.at}, ${notice.at}
        from (${when}) as happened, unnest(${ids}) as recipient
        where ${blocks.notBlockedWith(notice.actorId, sql`recipient`)}
        on conflict (user_id, activity_id) where kind = 'message' and read_at is null
        do update set count = ${notifications}.count + 1, actor_id = excluded.actor_id,
          text = excluded.text, created_at = excluded.created_at`;
    },

    /**
     * The same for a conversation's message (decision 0026): its members but the author, and
     * only those `recipients` selects (SQL of user ids, read in the send's own statement).
     */
    conversationNoticesSql(
      when: SQL,
      recipients: SQL,
      notice: { actorId: number; conversationId: number; text: string; at: SQL },
    ): SQL {
      return sql`insert into ${notifications} (user_id, kind, actor_id, conversation_id, text, started_at, created_at)
        select recipient.id, 'conversation_message', ${notice.actorId}, ${notice.conversationId},
               left(${notice.text}, ${TEXT_MAX}), ${notice.at}, ${notice.at}
        from (${when}) as happened, (${recipients}) as recipient (id)
        where recipient.id <> ${notice.actorId}
          and ${blocks.notBlockedWith(notice.actorId, sql`recipient.id`)}
        on conflict (user_id, conversation_id) where kind = 'conversation_message' and read_at is null
        do update set count = ${notifications}.count + 1, actor_id = excluded.actor_id,
          text = excluded.text, created_at = excluded.created_at`;
    },

    /** Queues, for once the caller commits, each member's unread count after a `kind` notice. */
    tellUnread: (executor: Db, emit: Emit, userIds: readonly number[], kind: NotificationKind) =>
      tellCounts(executor, emit, userIds, kind),

    /**
     * Inside `tx`: what a notice asked for was answered or went away (a request accepted,
     * declined or withdrawn; an invitation answered), so its unread notices are read, and the
     * member hears the new count once it commits.
     */
    async settleIn(
      tx: Db,
      emit: Emit,
      notice: {
        userId: number;
        kind: NotificationKind;
        actorId?: number;
        activityId?: number;
        groupId?: number;
      },
    ): Promise<void> {
      const settled = await tx
        .update(notifications)
        .set({ readAt: clock?.() ?? sql`now()` })
        .where(
          and(
            eq(notifications.userId, notice.userId),
            eq(notifications.kind, notice.kind),
            notice.actorId === undefined ? undefined : eq(notifications.actorId, notice.actorId),
            notice.activityId === undefined
              ? undefined
              : eq(notifications.activityId, notice.activityId),
            notice.groupId === undefined ? undefined : eq(notifications.groupId, notice.groupId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      if (settled.length > 0) await tellCounts(tx, emit, [notice.userId], null);
    },

    /**
     * Inside `tx`: a chat message was deleted. The unread chat notices that gathered it (from
     * their first message to their latest) count one fewer; the one whose latest it was loses
     * its words; one left with none goes.
     */
    async messageRemovedIn(
      tx: Db,
      emit: Emit,
      recipients: readonly number[],
      /** `sentAt`: SQL of the message's own time (microseconds: a JS date would lose them). */
      message: ({ activityId: number } | { conversationId: number }) & { sentAt: SQL },
    ): Promise<void> {
      if (recipients.length === 0) return;
      const sentAt = message.sentAt;
      const gathered = and(
        inArray(notifications.userId, [...recipients]),
        ...('activityId' in message
          ? [eq(notifications.kind, 'message'), eq(notifications.activityId, message.activityId)]
          : [
              eq(notifications.kind, 'conversation_message'),
              eq(notifications.conversationId, message.conversationId),
            ]),
        isNull(notifications.readAt),
        sql`${notifications.startedAt} <= ${sentAt}`,
        sql`${notifications.createdAt} >= ${sentAt}`,
      );
      const changed = await tx
        .update(notifications)
        .set({
          count: sql`${notifications.count} - 1`,
          text: sql`case when ${notifications.createdAt} = ${sentAt} then null else ${notifications.text} end`,
        })
        .where(gathered)
        .returning({
          id: notifications.id,
          userId: notifications.userId,
          count: notifications.count,
        });
      const emptied = changed.filter((row) => row.count <= 0);
      if (emptied.length === 0) return;
      await tx.delete(notifications).where(
        inArray(
          notifications.id,
          emptied.map((row) => row.id),
        ),
      );
      await tellCounts(
        tx,
        emit,
        emptied.map((row) => row.userId),
        null,
      );
    },

    /** Inside `tx`: the pair's notices to each other go (a block: decision 0022). */
    async removeBetweenIn(tx: Db, a: number, b: number): Promise<void> {
      await tx
        .delete(notifications)
        .where(
          or(
            and(eq(notifications.userId, a), eq(notifications.actorId, b)),
            and(eq(notifications.userId, b), eq(notifications.actorId, a)),
          ),
        );
    },

    /** A page of the member's notifications, the latest first. */
    async list(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, notifications, {
        where: eq(notifications.userId, userId),
        orderBy: [desc(notifications.createdAt), desc(notifications.id)],
        limit,
        offset,
      });
      const items = await notificationViews({ users, activities, groups }, rows);
      return { rows: items, total };
    },

    unread: (userId: number) => unreadIn(db, userId),

    /**
     * Marks some (`ids`, the member's own only) or all read; the member's other windows hear
     * the new count. Answers how many are still unread.
     */
    async markRead(userId: number, ids?: readonly number[]): Promise<number> {
      return publisher.afterCommit(async (emit) => {
        await db
          .update(notifications)
          .set({ readAt: clock?.() ?? sql`now()` })
          .where(
            and(
              eq(notifications.userId, userId),
              isNull(notifications.readAt),
              ids ? inArray(notifications.id, [...ids]) : undefined,
            ),
          );
        const unread = await unreadIn(db, userId);
        emit('notification', [userId], { kind: null, unread });
        return unread;
      });
    },

    /** Marks a chat's message notice read: the member read that chat. */
    async chatReadIn(executor: Db, emit: Emit, userId: number, activityId: number) {
      await readChat(
        executor,
        emit,
        userId,
        and(eq(notifications.activityId, activityId), eq(notifications.kind, 'message'))!,
      );
    },

    /** The same for a conversation (decision 0026). */
    async conversationReadIn(executor: Db, emit: Emit, userId: number, conversationId: number) {
      await readChat(
        executor,
        emit,
        userId,
        and(
          eq(notifications.conversationId, conversationId),
          eq(notifications.kind, 'conversation_message'),
        )!,
      );
    },
  };
}

export type NotificationCentre = ReturnType<typeof createNotificationCentre>;
