import { errorResponse } from '@app/contract/errors';
import { apiInfo, deviceHeaders } from '@app/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDevice } from '../../lib/device.js';
import { VersionedResponse } from '../../lib/versioned-response.js';
import type { DevicesService } from '../devices/devices.service.js';
import { versionOf } from './settings.service.js';
import type { InfoService } from './info.service.js';

export const infoRoutes: FastifyPluginAsyncZod<{
  info: InfoService;
  devices: DevicesService;
}> = async (app, { info, devices }) => {
  const response = new VersionedResponse();
  app.get(
    '/info',
    {
      schema: {
        tags: ['reference'],
        summary: 'Versiones de la API, del SDK, de los datos de referencia y de las apps',
        headers: deviceHeaders,
        response: { 200: apiInfo, 401: errorResponse },
      },
    },
    async (request, reply) => {
      await checkDevice(request, devices);
      const body = await info.get();
      return response.send(request, reply, versionOf(body), () => body);
    },
  );
};
