import { jsonFile, type ExportFile } from '../export/export-file.js';
import type { TokensService } from '../auth/tokens.service.js';
import type { UsersService } from './users.service.js';

/** A member's account: their profile and open sessions, in their data export (decision 0013). */
export const accountExportFiles = (
  users: Pick<UsersService, 'exportFor'>,
  tokens: Pick<TokensService, 'exportFor'>,
): ExportFile[] => [
  {
    title: 'perfil.json',
    about:
      'Tu perfil tal como lo ves tú: nombre y apellidos, correo y teléfono, fecha de nacimiento, peso (weight, si lo diste), género, ciudad, estado civil, intereses y signo, roles, tu configuración (configurations), los contadores de solicitudes y mensajes sin leer, y cuándo se creó y se cambió por última vez tu cuenta.',
    // null if the account was erased meanwhile (the copy then has no owner to speak of).
    entries: async (userId) => [jsonFile('perfil.json', (await users.exportFor(userId)) ?? null)],
  },
  {
    title: 'sesiones.json',
    about:
      'Las sesiones abiertas con tu cuenta: el dispositivo (device_name), cuándo empezó cada una, cuándo se usó por última vez y cuándo caduca. Los tokens no se incluyen.',
    entries: async (userId) => [jsonFile('sesiones.json', await tokens.exportFor(userId))],
  },
];
