import { randomUUID } from 'node:crypto';
import type { Adapter } from '../adapter.js';
import { createMemoryAdapter } from '../memory-adapter.js';
import type { Logger } from '../options.js';
import { createRedisAdapter } from '../redis-adapter.js';

/** Redis runs the suite when `REDIS_URL` names one (e.g. redis://127.0.0.1:6379). */
export const redisUrl = process.env.REDIS_URL;

export const testApp = { id: 'app-1', key: 'app-key', secret: 'app-secret' };

/** Collects what the server logs instead of printing it; a test may read it. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record = (_details: object, message: string) => void lines.push(message);
  return { lines, info: record, warn: record, error: record };
}

/** A key prefix of its own per cluster, so runs and parallel test files never share state. */
export function newPrefix(): string {
  return `realtime-test:${randomUUID()}:`;
}

export type AdapterCase = { name: string; create(prefix?: string): Adapter };

export const memoryCase: AdapterCase = { name: 'memory', create: () => createMemoryAdapter() };

/** Fast heartbeats so that tests of dead nodes take a second, not half a minute. */
export function redisCase(url: string): AdapterCase {
  return {
    name: 'redis',
    create: (prefix = newPrefix()) =>
      createRedisAdapter({
        url,
        keyPrefix: prefix,
        heartbeatMs: 200,
        nodeTimeoutMs: 1200,
        logger: recordingLogger(),
      }),
  };
}

/** The adapters the shared suites run on: in-process always, Redis when available. */
export const adapterCases: AdapterCase[] = redisUrl
  ? [memoryCase, redisCase(redisUrl)]
  : [memoryCase];
