import { createRedisAdapter } from '@app/realtime/redis-adapter';
import { createRealtimeServer, type RealtimeServer } from '@app/realtime/server';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { TokensService } from '../auth/tokens.service.js';
import { clientAddress } from './client-address.js';

/**
 * The Pusher-protocol server on the API's own port: websockets at /app/{key}, the signed
 * HTTP trigger API at /apps/{id}/... (its figures reach /metrics through lib/metrics.ts). With Redis, events
 * and presence are shared between nodes. Each API token is a realtime session: the sockets it
 * authorised at /api/broadcasting/auth lose what it authorised when it is revoked, on every node.
 */
export async function mountRealtime(
  app: FastifyInstance,
  config: Config,
  pusherSecret: string,
  redis: Redis | undefined,
  tokens: TokensService,
): Promise<RealtimeServer> {
  const subscriber = redis?.duplicate();
  subscriber?.on('error', (error) => app.log.warn({ err: error }, 'redis (realtime subscriber)'));
  const realtime = createRealtimeServer({
    apps: [
      {
        id: config.pusher.appId,
        key: config.pusher.key,
        secret: pusherSecret,
        webhooks: config.webhookUrls.map((url) => ({ url })),
        maxSubscriptionsPerConnection: config.realtimeLimits.maxSubscriptionsPerConnection,
      },
    ],
    maxConnections: config.realtimeLimits.maxConnections,
    maxConnectionsPerAddress: config.realtimeLimits.maxConnectionsPerAddress,
    clientAddress: (request) => clientAddress(request, config.trustProxy),
    adapter:
      redis && subscriber
        ? createRedisAdapter({ publisher: redis, subscriber, logger: app.log })
        : undefined,
    logger: app.log,
  });
  await realtime.ready();
  tokens.onRevoked((tokenIds) => realtime.endSessions(tokenIds.map(String)));
  app.server.on('upgrade', (request, socket, head) =>
    realtime.handleUpgrade(request, socket, head),
  );
  // Clients hear 4200 ("reconnect elsewhere") before the HTTP server stops.
  app.addHook('preClose', async () => {
    await realtime.close();
    subscriber?.disconnect();
  });

  await app.register(async (scope) => {
    // The trigger API signs the exact body bytes (body_md5), so it is read raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/apps/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const { status, body } = await realtime.handleHttp({
          method: request.method,
          path: request.url,
          query: request.query as Record<string, unknown>,
          body: (request.body as Buffer | undefined) ?? Buffer.alloc(0),
        });
        return reply.code(status).send(body);
      },
    });
  });

  return realtime;
}
