import type { NotificationItem, NotificationKind } from '@app/contract/notification-centre';
import { personRef } from '../../lib/person-ref.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { UsersService } from '../users/users.service.js';
import type { notifications } from './notification-centre.schema.js';

type Row = typeof notifications.$inferSelect;

/** What a notification's view names, asked of the modules that own it. */
export type NotificationLookups = {
  users: Pick<UsersService, 'names'>;
  activities: Pick<ActivitiesService, 'summaries'>;
  groups: {
    names: (ids: number[]) => Promise<Map<number, string>>;
    ofConversations: (ids: number[]) => Promise<Map<number, { id: number; name: string }>>;
  };
};

/** The notifications as their member reads them (who, which plan, group or chat), in order. */
export async function notificationViews(
  lookups: NotificationLookups,
  rows: Row[],
): Promise<NotificationItem[]> {
  const { users, activities, groups } = lookups;
  const [names, plans, groupNames, chats] = await Promise.all([
    users.names(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId]))),
    activities.summaries(rows.flatMap((row) => (row.activityId === null ? [] : [row.activityId]))),
    groups.names(rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId]))),
    groups.ofConversations(
      rows.flatMap((row) => (row.conversationId === null ? [] : [row.conversationId])),
    ),
  ]);
  return rows.map((row): NotificationItem => {
    const actor = row.actorId === null ? undefined : names.get(row.actorId);
    const plan = row.activityId === null ? undefined : plans.get(row.activityId);
    const groupName = row.groupId === null ? undefined : groupNames.get(row.groupId);
    const chatGroup = row.conversationId === null ? undefined : chats.get(row.conversationId);
    return {
      id: row.id,
      kind: row.kind as NotificationKind,
      actor: actor ? personRef(actor) : null,
      activity: plan ? { id: plan.id, description: plan.description } : null,
      conversation: row.conversationId === null ? null : { id: row.conversationId },
      group:
        row.groupId !== null && groupName !== undefined
          ? { id: row.groupId, name: groupName }
          : (chatGroup ?? null),
      text: row.text,
      count: row.count,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
