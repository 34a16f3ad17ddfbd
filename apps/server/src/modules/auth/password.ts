import argon2 from 'argon2';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.js';

/**
 * The client sends the SHA-256 hex of what the person typed; to the server that hex is the
 * password. It is stored as argon2id (OWASP's minimum: 19 MiB, 2 passes) with a pepper kept
 * outside the database.
 */
export const PASSWORD_HEX = /^[0-9a-f]{64}$/;

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * For the tests' own servers only (NODE_ENV=test, as Laravel's phpunit.xml lowers
 * BCRYPT_ROUNDS): the same argon2id at its smallest cost, about 1 ms a hash instead of 40, so
 * the thousands of sign-ups of a test run cost seconds, not minutes. A hash records its own
 * cost, so either verifies the other's; production never reads this.
 */
const TEST_OPTIONS = { ...OPTIONS, memoryCost: 1_024, timeCost: 1 } as const;

/** At most this long in the queue for a hashing slot before the answer is 503. */
const MAX_WAIT_MS = 5_000;

/**
 * `limits`: how many hashes run at once and how many may wait (HASH_CONCURRENCY, HASH_QUEUE);
 * past them `hash` and `verify` reject with 503 and Retry-After. `cheap`: the tests' cost.
 */
export function createPasswordHasher(
  pepper: string,
  limits: { concurrency: number; queue: number; cheap?: boolean } = { concurrency: 2, queue: 32 },
) {
  const secret = Buffer.from(pepper, 'utf8');
  const options = limits.cheap ? TEST_OPTIONS : OPTIONS;
  const slots = createConcurrencyLimit({ ...limits, maxWaitMs: MAX_WAIT_MS });
  return {
    hash(passwordHex: string): Promise<string> {
      return slots.run(() => argon2.hash(passwordHex, { ...options, secret }));
    },
    verify(hash: string, passwordHex: string): Promise<boolean> {
      return slots.run(async () => {
        try {
          return await argon2.verify(hash, passwordHex, { secret });
        } catch {
          return false;
        }
      });
    },
    stats: slots.stats,
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
