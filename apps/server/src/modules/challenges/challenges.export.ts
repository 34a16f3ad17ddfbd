import { jsonFile, type ExportFile } from '../export/export-file.js';
import type { ChallengesService } from './challenges.service.js';

/** The challenges a member joined, in their data export (decision 0013). */
export const challengesExportFiles = (
  challenges: Pick<ChallengesService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'retos.json',
    about:
      'Los retos a los que te has apuntado: cuál (challenge_id y título), qué cuenta (metric: activities, minutes, kcal o disciplines) y su meta (goal), tu progreso, cuándo te apuntaste y cuándo lo completaste (completedAt).',
    entries: async (userId) => [jsonFile('retos.json', await challenges.exportFor(userId))],
  },
];
