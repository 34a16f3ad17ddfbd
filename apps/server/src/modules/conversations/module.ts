import { defineModule } from '../../module.js';
import {
  nothingElse,
  personOf,
  reportedMessage,
  unlessMissing,
} from '../reports/subject-helpers.js';
import {
  createConversationMessagesService,
  type ConversationMessagesService,
} from './conversation-messages.service.js';
import { conversationsRoutes } from './conversations.routes.js';
import * as tables from './conversations.schema.js';
import { createConversationsService, type ConversationsService } from './conversations.service.js';
import { conversationsExportFiles } from './conversations.export.js';

declare module '../../module.js' {
  interface Services {
    conversations: ConversationsService;
    conversationMessages: ConversationMessagesService;
  }
}

/** Private and group conversations (decision 0026). */
export const conversationsModule = defineModule({
  name: 'conversations',
  tables,
  services: {
    conversationMessages: (s) =>
      createConversationMessagesService(s.db, {
        publisher: s.publisher,
        notices: s.notices,
        blocks: s.blocks,
        clock: s.clock,
      }),
    conversations: (s) =>
      createConversationsService(s.db, {
        users: s.users,
        blocks: s.blocks,
        mayTalk: async (a, b) =>
          (await s.friends.friendsAmong(a, [b])).has(b) || (await s.wishes.answeredBetween(a, b)),
        groupsOf: (ids) => s.groups.ofConversations(ids),
        messages: () => s.conversationMessages,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(conversationsRoutes, {
      conversations: s.conversations,
      messages: s.conversationMessages,
      guards: s.guards,
    }),
  reportSubjects: (s) => ({
    conversation_message: {
      find: async (id, reporter) => {
        const message = await s.conversationMessages.findById(id);
        if (!message || message.userId === null) return undefined;
        // Only a member of its conversation has seen it.
        if (reporter) {
          const members = await s.conversations.memberIdsOf(message.conversationId);
          if (!members.includes(reporter.userId)) return undefined;
        }
        return reportedMessage(
          { ...message, userId: message.userId },
          await s.conversationMessages.around(message),
        );
      },
      hide: async (id) => {
        const message = await s.conversationMessages.findById(id);
        if (!message?.userId) return;
        const ref = await s.conversations.load({ id: message.conversationId });
        await s.conversationMessages.remove(ref, message, message.userId);
      },
      show: async (id) => {
        const message = await s.conversationMessages.findById(id);
        if (!message || message.userId === null) return undefined;
        const person = await personOf(s.users)(message.userId);
        const chat = await unlessMissing(s.conversations.load({ id: message.conversationId }));
        return {
          ...nothingElse,
          title: `Mensaje de ${person?.firstname ?? 'una cuenta eliminada'}`,
          text: message.message,
          person,
          chat: chat?.kind === 'group' ? 'Chat de un grupo' : 'Conversación privada',
          // A private chat has no page for staff: its author's profile instead.
          link: { kind: 'user', id: message.userId },
        };
      },
    },
  }),
  reactions: {
    'pair.blocked':
      (s) =>
      async ({ blockerId, blockedId }, tx) => {
        // Their private conversation (decision 0026).
        await s.conversations.removePrivateIn(tx, blockerId, blockedId);
      },
  },
  exportFiles: (s) => conversationsExportFiles(s.conversationMessages),
});
