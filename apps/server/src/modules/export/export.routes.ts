import { userIdParams } from '@app/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { BEARER, errorAnswers } from '../../lib/route-schemas.js';
import { createThrottle } from '../../lib/throttle.js';
import { zipArchive } from '../../lib/zip-archive.js';
import { authorize } from '../auth/authorize.js';
import { sessionOf, type SessionGuards } from '../auth/session.js';
import type { UsersService } from '../users/users.service.js';
import * as userPolicy from '../users/user.policy.js';
import { exportFileName } from './export.files.js';
import type { DataExportService } from './export.service.js';

/**
 * Copies a member may download an hour: reading every table they appear in is heavy, and a
 * copy an hour old is as good as a new one for what people do with it.
 */
export const EXPORTS_PER_HOUR = 3;

const DESCRIPTION = `Una copia de todo lo que Antojo guarda sobre la persona, como pide el derecho de acceso y portabilidad (RGPD, artículos 15 y 20): un ZIP con archivos JSON y sus imágenes, que se genera mientras se descarga.

- \`LEEME.txt\`: qué hay en cada archivo.
- \`perfil.json\` (el perfil propio, con correo, teléfono y configuración), \`sesiones.json\`.
- \`avatar.png\`, \`fotos.json\` y \`fotos/{id}.png\`.
- \`actividades.json\` (las que organiza), \`solicitudes-enviadas.json\`, \`solicitudes-recibidas.json\`, \`uniones.json\`, \`uniones-a-tus-actividades.json\`.
- \`mensajes.json\` y \`mensajes-en-conversaciones.json\` (solo los que escribió), \`opiniones.json\`.

De otras personas solo aparecen su id y su nombre. Solo la propia persona puede descargarla (403 para cualquier otra, también para el personal), ${EXPORTS_PER_HOUR} veces por hora (429 después).`;

export const exportRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  dataExport: DataExportService;
  guards: SessionGuards;
}> = async (app, { users, dataExport, guards }) => {
  const exporter = authorize(
    userIdParams,
    async ({ id }) => {
      const user = await users.findById(id);
      if (!user) throw notFound();
      return { id: user.id };
    },
    userPolicy.canExport,
  );
  // Counted per member, after the policy: only the owner's own downloads use up their copies.
  const copies = createThrottle(app, 'export', EXPORTS_PER_HOUR, 60 * 60_000, (request) =>
    String(sessionOf(request).userId),
  );

  app.get(
    '/user/:id/export',
    {
      onRequest: [guards.requireUser, exporter, copies.hit],
      // A HEAD would read every table to send nothing, and use up a copy.
      exposeHeadRoute: false,
      schema: {
        tags: ['users'],
        operationId: 'exportUserData',
        summary: 'Descargar mis datos: una copia de todo lo que guardamos de ti (ZIP)',
        description: DESCRIPTION,
        security: BEARER,
        params: userIdParams,
        response: {
          200: z.any().meta({
            description:
              'El ZIP, como descarga (`Content-Disposition: attachment`); se escribe mientras se envía, sin `Content-Length`',
            contentMediaType: 'application/zip',
          }),
          ...errorAnswers(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const files = await dataExport.filesFor(exporter.resource(request).id, now);
      if (!files) throw notFound();
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
          // Personal data: no cache along the way may keep a copy.
          .header('cache-control', 'private, no-store')
          .send(zipArchive(files, { mtime: now }))
      );
    },
  );
};
