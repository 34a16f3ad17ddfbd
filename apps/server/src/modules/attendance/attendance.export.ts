import { jsonFile, type ExportFile } from '../export/export-file.js';
import type { AttendanceService } from './attendance.service.js';

/** A member's attendance, in their data export (decision 0013). */
export const attendanceExportFiles = (
  attendance: Pick<AttendanceService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'asistencias.json',
    about:
      'Tu asistencia a las actividades en que participaste: lo que marcó quien organizaba (mark: present o absent), lo que dijiste tú (took_place: si se celebró), cuándo y si quedó verificada (verifiedAt, cuando ambos coincidís).',
    entries: async (userId) => [jsonFile('asistencias.json', await attendance.exportFor(userId))],
  },
];
