import { defineModule, type Container } from '../../module.js';
import { nothingElse, personOf, reportedMessage, planTitle } from '../reports/subject-helpers.js';
import * as chatPolicy from './chat.policy.js';
import { chatLoader } from './chat.resource.js';
import { createChatsService, type ChatsService } from './chats.service.js';
import { messagesRoutes } from './messages.routes.js';
import * as tables from './messages.schema.js';
import { createMessagesService, type MessagesService } from './messages.service.js';
import { messagesExportFiles } from './messages.export.js';

declare module '../../module.js' {
  interface Services {
    messages: MessagesService;
    chats: ChatsService;
  }
}

/** A plan's chat as its policy reads it. */
const chatOf = (s: Container) => chatLoader(s.activities, s.matches);

/** Plans' chats and their messages. */
export const messagesModule = defineModule({
  name: 'messages',
  tables,
  services: {
    messages: (s) => {
      const loadChat = chatOf(s);
      return createMessagesService(s.db, {
        publisher: s.publisher,
        chatOf: (activityId) => loadChat({ id: activityId }),
        activities: s.activities,
        matches: s.matches,
        notices: s.notices,
        clock: s.clock,
      });
    },
    chats: (s) =>
      createChatsService({ activities: s.activities, matches: s.matches, messages: s.messages }),
  },
  routes: (api, s) =>
    api.register(messagesRoutes, {
      messages: s.messages,
      chats: s.chats,
      activities: s.activities,
      matches: s.matches,
      blocks: s.blocks,
      guards: s.guards,
    }),
  reportSubjects: (s) => {
    const loadChat = chatOf(s);
    return {
      message: {
        find: async (id, reporter) => {
          const message = await s.messages.findById(id);
          if (!message || message.userId === null) return undefined;
          // Only someone in its chat has seen a message to report.
          if (
            reporter &&
            !chatPolicy.canRead(reporter, await loadChat({ id: message.activityId }))
          ) {
            return undefined;
          }
          return reportedMessage(
            { ...message, userId: message.userId },
            await s.messages.around(message),
          );
        },
        hide: async (id) => {
          const message = await s.messages.findById(id);
          if (message?.userId) await s.messages.remove(message, message.userId);
        },
        show: async (id) => {
          const message = await s.messages.findById(id);
          if (!message || message.userId === null) return undefined;
          const person = await personOf(s.users)(message.userId);
          const [plan] = await s.activities.viewsOf([message.activityId]);
          return {
            ...nothingElse,
            title: `Mensaje de ${person?.firstname ?? 'una cuenta eliminada'}`,
            text: message.message,
            person,
            chat: plan
              ? `Chat del plan «${planTitle(plan)}»: ${plan.description}`
              : 'Chat de un plan',
            link: { kind: 'activity', id: message.activityId },
          };
        },
      },
    };
  },
  exportFiles: (s) => messagesExportFiles(s.messages),
});
