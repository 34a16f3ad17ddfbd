import { errorResponse } from '@app/contract/errors';
import { apiInfo, deviceHeaders } from '@app/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VersionedResponse } from '../../lib/versioned-response.js';
import type { InfoService } from './info.service.js';
import { versionOf } from './settings.service.js';

export const infoRoutes: FastifyPluginAsyncZod<{ info: InfoService }> = async (app, { info }) => {
  const response = new VersionedResponse();
  app.get(
    '/info',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getInfo',
        // Anonymous web clients send nothing; the apps name themselves (device mode).
        security: [{}, { deviceName: [], deviceKey: [] }],
        summary: 'Versiones de la API, del SDK, de los datos de referencia y de las apps',
        // Checked for every route (routes.ts); documented here where the apps send them.
        headers: deviceHeaders,
        response: { 200: apiInfo, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const body = await info.get();
      return response.send(request, reply, versionOf(body), () => body);
    },
  );
};
