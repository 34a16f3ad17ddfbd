import { messageResponse } from '@app/contract/auth';
import { saveTextsRequest, textTag, updateTextRequest } from '@app/contract/deploys';
import { parseJsonText } from '@app/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '../../lib/http-errors.js';
import type { SessionGuards } from '../auth/session.js';
import * as textPolicy from './text.policy.js';
import type { TextsService } from './texts.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

const errors = errorAnswers(401, 403, 404, 422);
const entries = z
  .array(z.object({ tag: textTag, lan_es: updateTextRequest.shape.lan_es }))
  .max(2000);

/** Staff edit the interface texts; every change gives clients a new text version. */
export const textsAdminRoutes: FastifyPluginAsyncZod<{
  texts: TextsService;
  guards: SessionGuards;
}> = async (app, { texts, guards }) => {
  // 401 for a guest, 403 for anyone else, before any body is read.
  const staffOnly = guards.requireRole(textPolicy.canEdit);

  app.post(
    '/admin/text',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['staff'],
        operationId: 'saveTexts',
        summary: 'Guardar textos (solo los cambiados): texts = lista JSON de {tag, lan_es}',
        security: BEARER,
        consumes: FORM_BODIES,
        body: saveTextsRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      let parsed: unknown;
      try {
        parsed = parseJsonText(request.body.texts);
      } catch {
        throw validationError({ texts: ['Debe ser un texto JSON válido.'] });
      }
      const list = entries.safeParse(parsed);
      if (!list.success) throw validationError({ texts: [list.error.issues[0]!.message] });
      await texts.save(list.data);
      return { message: 'Textos guardados.' };
    },
  );

  app.post(
    '/admin/text/:tag',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['staff'],
        operationId: 'updateText',
        summary: 'Cambiar un texto',
        security: BEARER,
        consumes: FORM_BODIES,
        params: z.object({ tag: textTag }),
        body: updateTextRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await texts.save([{ tag: request.params.tag, lan_es: request.body.lan_es }]);
      return { message: 'Texto guardado.' };
    },
  );

  app.delete(
    '/admin/text/:tag',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['staff'],
        operationId: 'deleteText',
        summary: 'Borrar un texto',
        security: BEARER,
        params: z.object({ tag: textTag }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await texts.remove(request.params.tag))) throw notFound();
      return { message: 'Texto borrado.' };
    },
  );
};
