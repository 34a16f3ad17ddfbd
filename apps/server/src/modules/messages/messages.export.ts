import { jsonList, type ExportFile } from '../export/export-file.js';
import type { MessagesService } from './messages.service.js';

/** What a member wrote in plan chats, in their data export (decision 0013). */
export const messagesExportFiles = (messages: Pick<MessagesService, 'exportFor'>): ExportFile[] => [
  {
    title: 'mensajes.json',
    about:
      'Los mensajes que has escrito en los chats de las actividades, del más antiguo al más reciente, con la actividad (activityId), su número de orden en el chat (seq) y la fecha. Los mensajes de las demás personas no se incluyen: son suyos.',
    entries: async (userId) => [jsonList('mensajes.json', () => messages.exportFor(userId))],
  },
];
