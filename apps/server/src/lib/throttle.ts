import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-errors.js';

/**
 * A named limit on top of the API's rate-limit store (Redis when configured, so every node
 * counts together). `hit` counts and refuses past the limit; for limits that count failures,
 * `check` refuses once `max` failures are counted (so exactly `max` are allowed in a window)
 * and `fail` counts one.
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
  async function hit(request: FastifyRequest) {
    const result = await limiter(request, { increment: true });
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  }
  async function check(request: FastifyRequest) {
    const result = await limiter(request, { increment: false });
    if (!result.isAllowed && result.remaining === 0) throw tooManyRequests(result.ttlInSeconds);
  }
  return {
    hit,
    check,
    fail: (request: FastifyRequest) => hit(request).catch(() => undefined),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
