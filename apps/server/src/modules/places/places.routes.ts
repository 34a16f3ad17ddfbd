import { country } from '@app/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VersionedResponse } from '../../lib/versioned-response.js';
import { VERSION_KEYS, type SettingsService } from '../info/settings.service.js';
import type { PlacesService } from './places.service.js';

export const placesRoutes: FastifyPluginAsyncZod<{
  places: PlacesService;
  settings: SettingsService;
}> = async (app, { places, settings }) => {
  const response = new VersionedResponse();
  app.get(
    '/country',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getCountries',
        security: [],
        summary: 'Países configurados con sus provincias y ciudades',
        response: { 200: z.array(country) },
      },
    },
    async (request, reply) => {
      const version = (await settings.get(VERSION_KEYS.country)) ?? '';
      return response.send(request, reply, version, () => places.list());
    },
  );
};
