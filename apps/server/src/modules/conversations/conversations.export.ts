import { jsonList, type ExportFile } from '../export/export-file.js';
import type { ConversationMessagesService } from './conversation-messages.service.js';

/** What a member wrote in private and group conversations, in their data export (decision 0013). */
export const conversationsExportFiles = (
  conversationMessages: Pick<ConversationMessagesService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'mensajes-en-conversaciones.json',
    about:
      'Los mensajes que has escrito en conversaciones privadas y en chats de grupo, del más antiguo al más reciente, con la conversación (conversationId), su número de orden (seq) y la fecha. Solo los tuyos.',
    entries: async (userId) => [
      jsonList('mensajes-en-conversaciones.json', () => conversationMessages.exportFor(userId)),
    ],
  },
];
