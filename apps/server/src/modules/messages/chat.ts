import type { Message } from '@app/contract/activities';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { UsersService } from '../users/users.service.js';
import type { MessageRow, MessagesService } from './messages.service.js';

/**
 * A chat's rules on top of the messages store: who takes part (the host and the matched
 * users), and who hears of each change once it is committed.
 */
export function createChat(deps: {
  activities: ActivitiesService;
  messages: MessagesService;
  users: UsersService;
  publish: Publisher;
}) {
  const { activities, messages, users, publish } = deps;

  async function tokens(userIds: number[]): Promise<string[]> {
    return [...(await users.wstokensOf(userIds)).values()];
  }

  /** Everyone in the chat but `userId`. */
  async function others(activityId: number, userId: number): Promise<number[]> {
    const { userIds } = await activities.participants(activityId);
    return userIds.filter((id) => id !== userId);
  }

  return {
    async send(
      activityId: number,
      userId: number,
      text: string,
      clientId?: string,
    ): Promise<Message> {
      const { message, created } = await messages.send(activityId, userId, text, clientId);
      // A retry was already announced the first time.
      if (created) {
        await publish('activity-message-new', await tokens(await others(activityId, userId)), {
          ...message,
          readed: false,
        });
      }
      return message;
    },

    async remove(row: MessageRow, userId: number): Promise<Message> {
      const removed = await messages.remove(row, userId);
      await publish(
        'activity-message-delete',
        await tokens(await others(row.activityId, userId)),
        removed,
      );
      return removed;
    },

    /**
     * Marks messages read. The reader's other devices hear it (their unread count drops) and so
     * do the authors (a read receipt); a third participant's own unread list is not touched.
     */
    async markRead(activityId: number, readerId: number, ids: number[]): Promise<number[]> {
      const result = await messages.markRead(activityId, readerId, ids);
      if (result.ids.length > 0) {
        await publish('activity-message-read', await tokens([readerId, ...result.authors]), {
          ids: result.ids,
        });
      }
      return result.ids;
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
