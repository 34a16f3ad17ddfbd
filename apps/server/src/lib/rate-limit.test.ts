import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { backends, type TestDatabase } from '../test/backends.js';
import { testApp } from '../test/app.js';
import { IMAGE_READS_PER_REQUEST } from './api-rate-limit.js';

let database: TestDatabase;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  database = await backends[0]!.open();
  ({ app, close } = await testApp(database, { RATE_LIMIT_PER_MINUTE: '3' }));
});

afterAll(async () => {
  await close();
  await database.dispose();
});

it('throttles the API per address with 429 and Retry-After', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await app.inject('/api/info')).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await app.inject('/api/info');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json()).toEqual({
    message: 'Demasiadas peticiones. Inténtalo de nuevo más tarde.',
  });
  // Another address still gets through, and health checks are never throttled.
  expect((await app.inject({ url: '/api/info', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  expect((await app.inject('/api/health')).statusCode).toBe(200);
});

it('counts the requests a guard refuses (a bad token), before any route work', async () => {
  const remoteAddress = '10.0.0.4';
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await app.inject({
      url: '/api/activity',
      remoteAddress,
      headers: { authorization: 'Bearer 1|not-a-token' },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
});

it('counts picture reads in a bucket of their own, ten times the API budget', async () => {
  const remoteAddress = '10.0.0.3';
  const info = () => app.inject({ url: '/api/info', remoteAddress });
  // An unknown user's avatar answers 404: what matters is that it is not refused with 429.
  const avatar = () => app.inject({ url: '/api/user/999999/avatar', remoteAddress });
  for (let i = 0; i < 3; i++) expect((await info()).statusCode).toBe(200);
  expect((await info()).statusCode).toBe(429);
  const statuses = new Set<number>();
  for (let i = 0; i < 3 * IMAGE_READS_PER_REQUEST; i++) statuses.add((await avatar()).statusCode);
  expect([...statuses]).toEqual([404]);
  expect((await avatar()).statusCode).toBe(429);
});

describe.runIf(process.env.REDIS_URL)('with Redis (REDIS_URL)', () => {
  it('counts one address across two nodes', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const second = await backends[0]!.open();
    const nodeA = await testApp(database, { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redisUrl });
    const nodeB = await testApp(second, { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redisUrl });
    try {
      // A fresh address per run, so counts left in Redis by an earlier run do not matter.
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA]) {
        statuses.push((await node.app.inject({ url: '/api/info', remoteAddress })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await nodeA.close();
      await nodeB.close();
      await second.dispose();
    }
  });
});

describe('account throttles per address', () => {
  it('limits verification requests from one address an hour', async () => {
    const second = await backends[0]!.open();
    const node = await testApp(second, { AUTH_REQUESTS_PER_HOUR: '2' });
    try {
      const ask = (email: string) =>
        node.app.inject({ method: 'POST', url: '/api/auth/notificable/email', payload: { email } });
      const statuses = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        statuses.push((await ask(email)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await node.close();
      await second.dispose();
    }
  });
});
