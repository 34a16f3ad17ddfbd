import { texts as textsSchema } from '@app/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VersionedResponse } from '../../lib/versioned-response.js';
import { VERSION_KEYS, type SettingsService } from '../info/settings.service.js';
import type { TextsService } from './texts.service.js';

export const textsRoutes: FastifyPluginAsyncZod<{
  texts: TextsService;
  settings: SettingsService;
}> = async (app, { texts, settings }) => {
  const response = new VersionedResponse();
  app.get(
    '/text',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getTexts',
        security: [],
        summary: 'Textos de la interfaz en español, por etiqueta',
        response: { 200: textsSchema },
      },
    },
    async (request, reply) => {
      const version = (await settings.get(VERSION_KEYS.text)) ?? '';
      return response.send(request, reply, version, () => texts.list());
    },
  );
};
