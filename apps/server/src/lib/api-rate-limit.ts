import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './http-errors.js';

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

const MINUTE = 60_000;

export type ApiRateLimits = {
  /**
   * Requests a minute per signed-in member, wherever they come from, and per address for
   * guests (a bad or expired token counts as a guest): Laravel's `throttle:api`.
   */
  perMinute: number;
  /** Requests a minute from one address, whoever sends them: the ceiling for abuse. */
  perAddressPerMinute: number;
  /** Counts shared by every node (RedisStore) when there is one. */
  redis: Redis | undefined;
  /**
   * The member whose bearer token a request carries, or undefined. The route's guard asks the
   * same (`SessionGuards.memberOf`, one lookup per request), so counting costs no query more.
   */
  memberOf: (request: FastifyRequest) => Promise<number | undefined>;
};

/**
 * The API's budgets (docs/decisions/0032): a much higher ceiling per address first, so that
 * people behind one address (a home's Wi-Fi, a carrier's shared address) do not share one
 * member's budget, then each member's own budget, or the address's for a guest. Counted in the
 * API scope's first `onRequest` hook, before any route's guard: a route-level limiter runs
 * after the route's own hooks, so requests a guard refuses (a bad token's 401, an unknown
 * avatar's 404) would never be counted and could be sent without end.
 */
export async function registerApiRateLimit(
  api: FastifyInstance,
  { perMinute, perAddressPerMinute, redis, memberOf }: ApiRateLimits,
): Promise<void> {
  await api.register(rateLimit, {
    // The hook below applies the budgets, to every route of the scope, before their own hooks.
    global: false,
    timeWindow: MINUTE,
    redis,
    nameSpace: 'rate-limit:api:',
    // If Redis is unreachable the API keeps answering, unthrottled, rather than failing.
    skipOnError: true,
  });
  // IPv6 addresses count by their /64, as the plugin's own key does: one home holds a /64.
  const address = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;
  const subject = async (request: FastifyRequest) => {
    const member = await memberOf(request);
    return member === undefined ? address(request) : `member:${member}`;
  };
  const budget = (
    bucket: string,
    max: number,
    key: (request: FastifyRequest) => string | Promise<string>,
  ) => {
    const count = api.createRateLimit({
      max,
      timeWindow: MINUTE,
      keyGenerator: async (request) => `${bucket}:${await key(request)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    };
  };
  const fromAddress = budget('all', perAddressPerMinute, address);
  const requests = budget('requests', perMinute, subject);
  // Their own keys, so pictures never use up the API's budget.
  const pictures = budget('pictures', perMinute * IMAGE_READS_PER_REQUEST, subject);
  api.addHook('onRequest', async (request) => {
    // Health checks come from load balancers, many a minute.
    if (request.url === '/api/health') return;
    await fromAddress(request);
    await (request.routeOptions.config.imageReads ? pictures : requests)(request);
  });
}
