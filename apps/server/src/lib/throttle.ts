import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-errors.js';

/**
 * A named limit on top of the API's rate-limit store (Redis when configured, so every node
 * counts together). `hit` counts and refuses past the limit; `check` only refuses, for limits
 * that count failures (`fail` counts one).
 * @example const signIn = createThrottle(app, 'signin', 5, 60_000, (r) => r.ip)
 */
export function createThrottle(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  key: (request: FastifyRequest) => string,
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  async function run(request: FastifyRequest, increment: boolean) {
    const result = await limiter(request, { increment });
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  }
  return {
    hit: (request: FastifyRequest) => run(request, true),
    check: (request: FastifyRequest) => run(request, false),
    fail: (request: FastifyRequest) => run(request, true).catch(() => undefined),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
