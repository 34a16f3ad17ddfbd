/**
 * A token bucket: `perSecond` tokens a second, bursts of at most `perSecond`. One per
 * connection for client events, so a flood costs a few numbers, not a timer.
 * @example
 * const limiter = createRateLimiter(10);
 * limiter.take() // true until 10 were taken within a second
 */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  let tokens = perSecond;
  let last = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(perSecond, tokens + ((time - last) / 1000) * perSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
