import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { signUp, type Session } from '../test/accounts.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { testApp } from '../test/app.js';
import { IMAGE_READS_PER_REQUEST } from './api-rate-limit.js';

let database: TestDatabase;
let app: FastifyInstance;
let close: () => Promise<void>;
/** The same database unthrottled: members sign up there, where the budgets below are not spent. */
let setup: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  database = await backends[0]!.open();
  ({ app, close } = await testApp(database, { RATE_LIMIT_PER_MINUTE: '3' }));
  setup = await testApp(database);
});

afterAll(async () => {
  await setup.close();
  await close();
  await database.dispose();
});

/** The statuses of `count` reads of `/api/info`, as `session` (a guest without) from `address`. */
async function statuses(node: FastifyInstance, count: number, address: string, session?: Session) {
  const found: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await node.inject({
      url: '/api/info',
      remoteAddress: address,
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
    found.push(response.statusCode);
  }
  return found;
}

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

describe('per member (docs/decisions/0032)', () => {
  let ana: Session;
  let bruno: Session;
  beforeAll(async () => {
    ana = await signUp(setup.app, 'ana@example.com');
    bruno = await signUp(setup.app, 'bruno@example.com');
  });

  it("counts a member's requests wherever they come from", async () => {
    const found = [
      ...(await statuses(app, 2, '10.1.0.1', ana)),
      ...(await statuses(app, 2, '10.1.0.2', ana)),
    ];
    expect(found).toEqual([200, 200, 200, 429]);
  });

  it('lets two members and a guest on one address each use a budget of their own', async () => {
    const address = '10.1.1.1';
    expect(await statuses(app, 3, address, bruno)).toEqual([200, 200, 200]);
    expect(await statuses(app, 3, address)).toEqual([200, 200, 200]);
    // Ana spent hers above, from other addresses: this one does not give her more.
    expect(await statuses(app, 1, address, ana)).toEqual([429]);
    expect(await statuses(app, 1, address, bruno)).toEqual([429]);
    expect(await statuses(app, 1, address)).toEqual([429]);
  });

  it('stops everyone on an address at its ceiling', async () => {
    const node = await testApp(database, {
      RATE_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5',
    });
    try {
      const address = '10.1.2.1';
      expect(await statuses(node.app, 3, address, ana)).toEqual([200, 200, 200]);
      expect(await statuses(node.app, 3, address, bruno)).toEqual([200, 200, 429]);
      // From another address Bruno's own budget still has room.
      expect(await statuses(node.app, 1, '10.1.2.2', bruno)).toEqual([200]);
    } finally {
      await node.close();
    }
  });
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

  it('counts one member across two nodes and addresses', async () => {
    const redisUrl = process.env.REDIS_URL!;
    // Two nodes of one deployment: one database, one Redis.
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redisUrl };
    const nodeA = await testApp(database, env);
    const nodeB = await testApp(database, env);
    const redis = new Redis(redisUrl);
    try {
      const carla = await signUp(setup.app, 'carla@example.com');
      // Ids start again in each test database: what an earlier run counted for this id goes.
      const left = await redis.keys(`rate-limit:api:*member:${carla.user.id}`);
      if (left.length > 0) await redis.del(...left);
      const found: number[] = [];
      for (const [node, address] of [
        [nodeA, '10.2.0.1'],
        [nodeB, '10.2.0.2'],
        [nodeA, '10.2.0.3'],
        [nodeB, '10.2.0.4'],
        [nodeA, '10.2.0.5'],
      ] as const) {
        found.push(...(await statuses(node.app, 1, address, carla)));
      }
      expect(found).toEqual([200, 200, 200, 200, 429]);
    } finally {
      redis.disconnect();
      await nodeA.close();
      await nodeB.close();
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
