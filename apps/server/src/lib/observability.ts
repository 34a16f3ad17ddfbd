import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { sameSecret } from './hash.js';
import { unauthorized } from './http-errors.js';
import type { Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry: modules register their own figures in it (lib/metrics.ts). */
    metrics: Metrics;
  }
}

/** What a proxy's request id may look like to be kept (no spaces, quotes or control bytes). */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids for Fastify's `genReqId`: unique across nodes and restarts (Fastify's default
 * counts from req-1 in each process), so a log line found by the id a member quotes is the
 * one. Behind a trusted proxy, the proxy's X-Request-Id is kept, so its log and ours join up.
 */
export function requestIds(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (trustProxy && typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
    return randomUUID();
  };
}

/**
 * Counts every answer by route pattern and status, tells each client its request id
 * (X-Request-Id, to quote when something fails) and serves the figures at /metrics.
 */
export function registerObservability(
  app: FastifyInstance,
  config: Pick<Config, 'metricsToken' | 'production'>,
  metrics: Metrics,
): void {
  app.decorate('metrics', metrics);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern keeps the label set small (never the raw URL, which carries ids);
    // what matched no route is one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  // The figures tell who is connected and how much: behind METRICS_TOKEN, and in production
  // off without one (open only on a development machine).
  if (config.metricsToken || !config.production) {
    const expected = config.metricsToken ? `Bearer ${config.metricsToken}` : undefined;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = request.headers.authorization ?? '';
      if (expected && !sameSecret(given, expected)) throw unauthorized();
      const text = await metrics.render();
      return reply.type(metrics.contentType).send(text);
    });
  }
}
