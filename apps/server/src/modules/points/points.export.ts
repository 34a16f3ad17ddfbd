import { jsonList, type ExportFile } from '../export/export-file.js';
import type { PointsService } from './points.service.js';

/** A member's points, in their data export (decision 0013). */
export const pointsExportFiles = (points: Pick<PointsService, 'exportFor'>): ExportFile[] => [
  {
    title: 'puntos.json',
    about:
      'Tus puntos, uno por hecho verificado: por asistir (attendance) o por organizar una actividad celebrada (hosting), con la actividad, la ciudad, la disciplina y el mes en que cuentan para el ranking; capped indica que ese día ya contaban tres actividades y no sumó.',
    entries: async (userId) => [jsonList('puntos.json', () => points.exportFor(userId))],
  },
];
