import { jsonFile, type ExportFile } from '../export/export-file.js';
import type { LevelsService } from './levels.service.js';

/** A member's levels and results, in their data export (decision 0013). */
export const levelsExportFiles = (levels: Pick<LevelsService, 'exportFor'>): ExportFile[] => [
  {
    title: 'niveles.json',
    about:
      'Tu nivel en cada disciplina (de 0.0 a 7.0, con su fiabilidad), si empezó con el test (self_assessed), y los resultados en que jugaste: tu equipo, el ganador, su estado y tu nivel antes y después.',
    entries: async (userId) => [jsonFile('niveles.json', await levels.exportFor(userId))],
  },
];
