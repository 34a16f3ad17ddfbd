import { concept } from '@app/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VersionedResponse } from '../../lib/versioned-response.js';
import { VERSION_KEYS, type SettingsService } from '../info/settings.service.js';
import type { ConceptsService } from './concepts.service.js';

export const conceptsRoutes: FastifyPluginAsyncZod<{
  concepts: ConceptsService;
  settings: SettingsService;
}> = async (app, { concepts, settings }) => {
  const response = new VersionedResponse();
  app.get(
    '/concept',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getConcepts',
        security: [],
        summary: 'Listas de opciones: intereses, signos, géneros, tipos de actividad…',
        response: { 200: z.array(concept) },
      },
    },
    async (request, reply) => {
      const version = (await settings.get(VERSION_KEYS.concept)) ?? '';
      return response.send(request, reply, version, () => concepts.list());
    },
  );
};
