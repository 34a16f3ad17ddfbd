import { z } from 'zod';
import { positiveInt } from './fields.js';
import type { ServerEnv } from './server.js';

/** How much any one caller may ask of the server: request rates, sizes, times and hashing. */

/** How many members' budgets one address gets unless RATE_LIMIT_PER_ADDRESS_PER_MINUTE says. */
const ADDRESS_CEILING_MEMBERS = 20;

export const limitsEnv = z.object({
  // Per member, and per address for guests: ten full loads of the app (docs/decisions/0032).
  RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
  // Unset: twenty members' budgets.
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    positiveInt.optional(),
  ),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: positiveInt.default(10 * 1024 * 1024),
  DEPLOY_LIMIT_BYTES: positiveInt.default(500 * 1024 * 1024),
  BODY_TIMEOUT_MS: positiveInt.default(20_000),
  BODY_MIN_BYTES_PER_SECOND: positiveInt.default(1024),
  HEADERS_TIMEOUT_MS: positiveInt.default(20_000),
  FACTS_SWEEP_MS: positiveInt.default(60_000),
  REMINDERS_SWEEP_MS: positiveInt.default(60_000),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(100),
  HASH_CONCURRENCY: positiveInt.default(2),
  HASH_QUEUE: z.coerce.number().int().min(0).default(32),
});

export function limitsConfig(env: z.infer<typeof limitsEnv> & Pick<ServerEnv, 'NODE_ENV'>) {
  return {
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitPerAddressPerMinute:
      env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? env.RATE_LIMIT_PER_MINUTE * ADDRESS_CEILING_MEMBERS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    deployLimitBytes: env.DEPLOY_LIMIT_BYTES,
    bodyTimeout: { baseMs: env.BODY_TIMEOUT_MS, minBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND },
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    factsSweepMs: env.FACTS_SWEEP_MS,
    remindersSweepMs: env.REMINDERS_SWEEP_MS,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    hashing: {
      concurrency: env.HASH_CONCURRENCY,
      queue: env.HASH_QUEUE,
      // The tests' servers hash at argon2id's smallest cost (password.ts says why).
      cheap: env.NODE_ENV === 'test',
    },
  };
}
