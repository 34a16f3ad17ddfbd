import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { echoClient, pusherServer, within } from '../../test/realtime-clients.js';

// How long an expected event may take. The suite runs beside the PGlite, PostgreSQL and Redis
// suites on two cores: under that load a subscription has taken more than 5 s.
const WAIT_MS = 15_000;

const PUSHER = { id: 'antojo-test', key: 'antojo-test-key', secret: 'a'.repeat(64) };
const ENV = {
  PUSHER_APP_ID: PUSHER.id,
  PUSHER_APP_KEY: PUSHER.key,
  PUSHER_APP_SECRET: PUSHER.secret,
};

const modes = [
  { name: 'in-process', env: {} as Record<string, string> },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];

describe.each(modes)('realtime on the API port ($name)', (mode) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let ana: Session;
  let bruno: Session;

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { ...ENV, ...mode.env }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    ana = await signUp(app, 'ana@example.com');
    bruno = await signUp(app, 'bruno@example.com');
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  it("delivers what Laravel's SDK triggers to Echo on the user's own channel", async () => {
    const { echo, close: disconnect } = echoClient(port, PUSHER.key, ana.token);
    try {
      const channel = echo.private(`activity-message-new.${ana.wstoken}`);
      await within(
        new Promise((resolve) => channel.subscribed(resolve)),
        WAIT_MS,
        'the subscription',
      );
      const received = new Promise((resolve) => channel.listen('Message', resolve));
      await pusherServer(port, PUSHER).trigger(
        `private-activity-message-new.${ana.wstoken}`,
        'App\\Events\\Message',
        { id: 1, message: 'Hola' },
      );
      expect(await within(received, WAIT_MS, 'the message')).toEqual({ id: 1, message: 'Hola' });
    } finally {
      disconnect();
    }
  });

  it("refuses another user's channel", async () => {
    const { echo, close: disconnect } = echoClient(port, PUSHER.key, bruno.token);
    try {
      const channel = echo.private(`activity-message-new.${ana.wstoken}`);
      const failure = await within(
        new Promise<{ status?: number }>((resolve) => channel.error(resolve)),
        5000,
        'the subscription error',
      );
      expect(failure.status).toBe(403);
    } finally {
      disconnect();
    }
  });

  it.each([
    ['private-activity-message-new.' + 'f'.repeat(64)],
    ['presence-room'],
    ['private-foo.bar'],
    ['private-activity-message-new.'],
    ['../../etc/passwd'],
    [''],
  ])('answers 403, never 500, for the channel %j', async (channel) => {
    const response = await postForm(
      app,
      '/api/broadcasting/auth',
      { socket_id: '1.1', channel_name: channel },
      ana.token,
    );
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for a bad socket id and 401 without a token', async () => {
    const channel = `private-activity-message-new.${ana.wstoken}`;
    const bad = await postForm(
      app,
      '/api/broadcasting/auth',
      { socket_id: 'x', channel_name: channel },
      ana.token,
    );
    expect(bad.statusCode).toBe(403);
    const good = await postForm(
      app,
      '/api/broadcasting/auth',
      { socket_id: '123.456', channel_name: channel },
      ana.token,
    );
    expect(good.json<{ auth: string }>().auth).toMatch(new RegExp(`^${PUSHER.key}:[0-9a-f]{64}$`));
    const guest = await postForm(app, '/api/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: channel,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('signs users in for #server-to-user- channels', async () => {
    const response = await postForm(
      app,
      '/api/broadcasting/user-auth',
      { socket_id: '123.456' },
      ana.token,
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json<{ user_data: string }>().user_data)).toEqual({
      id: String(ana.user.id),
    });
  });

  it('counts connections in the metrics', async () => {
    const { close: disconnect, client } = echoClient(port, PUSHER.key, ana.token);
    try {
      await within(
        new Promise((resolve) => client.connection.bind('connected', resolve)),
        WAIT_MS,
        'connection',
      );
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toMatch(/# TYPE \S+ gauge/);
      expect(metrics).toMatch(/connections\S*\{[^}]*\} [1-9]/);
    } finally {
      disconnect();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('two API nodes sharing Redis', () => {
  it('delivers to a client on one node what was triggered on the other', async () => {
    const databaseA = await backends[0]!.open();
    const nodeA = await testApp(databaseA, { ...ENV, REDIS_URL: process.env.REDIS_URL! });
    const nodeB = await testApp(databaseA, { ...ENV, REDIS_URL: process.env.REDIS_URL! });
    try {
      await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
      await nodeB.app.listen({ host: '127.0.0.1', port: 0 });
      const portA = (nodeA.app.server.address() as AddressInfo).port;
      const portB = (nodeB.app.server.address() as AddressInfo).port;
      const carla = await signUp(nodeA.app, 'carla@example.com');
      const { echo, close: disconnect } = echoClient(portA, PUSHER.key, carla.token);
      try {
        const channel = echo.private(`activity-message-read.${carla.wstoken}`);
        await within(
          new Promise((resolve) => channel.subscribed(resolve)),
          WAIT_MS,
          'the subscription',
        );
        const received = new Promise((resolve) => channel.listen('Message', resolve));
        await pusherServer(portB, PUSHER).trigger(
          `private-activity-message-read.${carla.wstoken}`,
          'App\\Events\\Message',
          { ids: [7] },
        );
        expect(await within(received, WAIT_MS, 'the event from the other node')).toEqual({
          ids: [7],
        });
      } finally {
        disconnect();
      }
    } finally {
      await nodeB.close();
      await nodeA.close();
      await databaseA.dispose();
    }
  });
});
