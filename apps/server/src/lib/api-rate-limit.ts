import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@app/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A picture read (avatar, photo): counted in its own bucket, see `IMAGE_READS_PER_REQUEST`. */
    imageReads?: boolean;
  }
}

/**
 * Picture reads allowed per request of the API's budget. A list of plans or chats shows a face
 * per row, each a request: at the API's own budget one screen of forty hosts and the next would
 * be refused (429). Pictures count apart, still bounded.
 */
export const IMAGE_READS_PER_REQUEST = 10;

/**
 * The API's budget per address a minute (shared across nodes through Redis when there is one).
 * It runs as the API scope's first `onRequest` hook, before any route's guard: a route-level
 * limiter runs after the route's own hooks, so requests a guard refuses (a bad token's 401, an
 * unknown avatar's 404) would never be counted and could be sent without end.
 */
export async function registerApiRateLimit(
  api: FastifyInstance,
  { perMinute, redis }: { perMinute: number; redis: Redis | undefined },
): Promise<void> {
  await api.register(rateLimit, {
    // The hook below applies it, to every route of the scope, before their own hooks.
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: 'rate-limit:api:',
    // If Redis is unreachable the API keeps answering, unthrottled, rather than failing.
    skipOnError: true,
    // Health checks come from load balancers, many a minute.
    allowList: (request) => request.url === '/api/health',
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, API_MESSAGES.tooManyRequests, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
  const requests = api.rateLimit();
  // Its own keys in Redis (the store's child), so pictures never use up the API's budget.
  const pictures = api.rateLimit({ max: perMinute * IMAGE_READS_PER_REQUEST, timeWindow: 60_000 });
  api.addHook('onRequest', function (request: FastifyRequest, reply: FastifyReply) {
    const limiter = request.routeOptions.config.imageReads ? pictures : requests;
    return limiter.call(this, request, reply);
  });
}
