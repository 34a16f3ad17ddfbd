import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.js';

describe('createRateLimiter', () => {
  it('allows a burst of the rate, then refills over the second', () => {
    let now = 0;
    const limiter = createRateLimiter(10, () => now);
    const burst = Array.from({ length: 12 }, () => limiter.take());
    expect(burst.filter(Boolean)).toHaveLength(10);
    now = 100;
    expect(limiter.take()).toBe(true);
    expect(limiter.take()).toBe(false);
    now = 1100;
    expect(Array.from({ length: 11 }, () => limiter.take()).filter(Boolean)).toHaveLength(10);
  });
});
