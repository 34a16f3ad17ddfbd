import { jsonList, type ExportFile } from '../export/export-file.js';
import type { FeedbackService } from './feedback.service.js';
import type { HelpService } from './help.service.js';

/** What a member told the team: opinions and help messages, in their data export (decision 0013). */
export const feedbackExportFiles = (
  feedback: Pick<FeedbackService, 'exportFor'>,
  help: Pick<HelpService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'opiniones.json',
    about:
      'Las opiniones que has enviado: estrellas, texto, si se publicaron en la web (published) y cuándo las enviaste.',
    entries: async (userId) => [jsonList('opiniones.json', () => feedback.exportFor(userId))],
  },
  {
    title: 'mensajes-a-ayuda.json',
    about:
      'Lo que has escrito al equipo desde Ayuda: el tema (topic), tu mensaje, cuándo lo enviaste y cuándo lo atendió el equipo (handledAt).',
    entries: async (userId) => [jsonList('mensajes-a-ayuda.json', () => help.exportFor(userId))],
  },
];
