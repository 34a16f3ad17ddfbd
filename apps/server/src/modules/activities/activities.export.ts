import { jsonList, type ExportFile } from '../export/export-file.js';
import type { ActivitiesService } from './activities.service.js';

/** The activities a member hosts, in their data export (decision 0013). */
export const activitiesExportFiles = (
  activities: Pick<ActivitiesService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'actividades.json',
    about:
      'Las actividades que organizas o has organizado, como las muestra la aplicación: tipo, disciplina, nivel, descripción, fecha y hora, duración, plazas, personas unidas, ciudad, lugar y, si se repite, cada cuántas semanas y hasta qué día.',
    entries: async (userId) => [jsonList('actividades.json', () => activities.exportFor(userId))],
  },
];
