import type { RealtimeServer } from '@app/realtime/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { checkDevice } from './lib/device.js';
import type { Services } from './services.js';

/**
 * The API's routes: every module's, in the list's order (modules/index.ts), each given only
 * the services it uses. Mounted under /api.
 */
export async function registerApiRoutes(
  api: FastifyInstance,
  s: Services,
  config: Config,
  realtime: RealtimeServer,
  vapidPublicKey: string,
) {
  // Device mode: headers naming a client application must name a registered one, anywhere.
  api.addHook('onRequest', async (request) => {
    request.device = await checkDevice(request, s.devices);
  });
  for (const module of s.modules) {
    await module.routes?.(api, s, { config, realtime, vapidPublicKey });
  }
}
