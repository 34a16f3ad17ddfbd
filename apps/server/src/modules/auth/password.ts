import argon2 from 'argon2';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.js';

/**
 * The client sends the SHA-256 hex of what the person typed; to the server that hex is the
 * password. It is stored as argon2id (OWASP's minimum: 19 MiB, 2 passes) with a pepper kept
 * outside the database.
 */
export const PASSWORD_HEX = /^[0-9a-f]{64}$/;

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** At most this long in the queue for a hashing slot before the answer is 503. */
const MAX_WAIT_MS = 5_000;

/**
 * `limits`: how many hashes run at once and how many may wait (HASH_CONCURRENCY, HASH_QUEUE);
 * past them `hash` and `verify` reject with 503 and Retry-After.
 */
export function createPasswordHasher(
  pepper: string,
  limits: { concurrency: number; queue: number } = { concurrency: 2, queue: 32 },
) {
  const secret = Buffer.from(pepper, 'utf8');
  const slots = createConcurrencyLimit({ ...limits, maxWaitMs: MAX_WAIT_MS });
  return {
    hash(passwordHex: string): Promise<string> {
      return slots.run(() => argon2.hash(passwordHex, { ...OPTIONS, secret }));
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
