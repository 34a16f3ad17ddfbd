import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, tempDir } from './test/backends.js';
import { pusherClient, pusherServer, within, type PusherClient } from './test/realtime-clients.js';
import { startServer, type ServerProcess } from './test/server-process.js';

// WORKERS (decision 0053): the real server as a process, forking its workers on one port.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** The pids of the workers that have said they listen, in order. */
const listening = (server: ServerProcess) =>
  [...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening at/g)].map((match) =>
    Number(match[1]),
  );

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A GET on a connection of its own, as a proxy sends them: each may reach another worker. */
function ask(port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(databaseUrl && redisUrl)('WORKERS=2', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const data = tempDir();
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(databaseUrl!, false);
    server = await startServer({
      WORKERS: '2',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      DATA_DIR: data.dir,
    });
    await until(() => listening(server).length === 2, 'two workers listening');
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    for (const pid of listening(server)) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await database?.drop();
    data.remove();
  });

  it('spreads requests over both workers, and /metrics counts them all', async () => {
    const workers = new Set(listening(server));
    expect(workers.size).toBe(2);
    for (let i = 0; i < 10; i++) expect(await ask(server.port, '/api/health')).toBe(200);
    const served = [...server.output().matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/health"/g)].map(
      (match) => Number(match[1]),
    );
    expect(new Set(served)).toEqual(workers);

    // Whichever worker answers the scrape, it counts the requests of both.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/metrics`, { headers: { connection: 'close' } });
      const text = await response.text();
      const line = /^http_requests_total\{[^}]*route="\/api\/health"[^}]*\} (\d+)$/m.exec(text);
      expect(Number(line?.[1])).toBe(10);
    }
  });

  it('delivers an event to the sockets of every worker, signed with the one generated secret', async () => {
    // The primary wrote the secret before forking: each worker checks the same signature.
    const secrets = JSON.parse(readFileSync(path.join(data.dir, 'secrets.json'), 'utf8')) as {
      pusherSecret: string;
    };
    const clients: PusherClient[] = [];
    try {
      const received: string[][] = [];
      for (let i = 0; i < 4; i++) {
        // One after the other: the primary hands connections to the workers in turn.
        const client = pusherClient(server.port, 'antojo-key');
        clients.push(client);
        const got: string[] = [];
        received.push(got);
        const channel = client.subscribe('workers-test');
        channel.bind('ping', (data: { n: string }) => got.push(data.n));
        await within(
          new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve)),
          10_000,
          `socket ${i} subscribed`,
        );
      }
      const trigger = pusherServer(server.port, {
        id: 'antojo',
        key: 'antojo-key',
        secret: secrets.pusherSecret,
      });
      for (let n = 0; n < 4; n++) {
        const response = await trigger.trigger('workers-test', 'ping', { n: String(n) });
        expect(response.status).toBe(200);
      }
      await until(
        () => received.every((got) => got.length === 4),
        `every socket to hear 4 events (${JSON.stringify(received)})`,
        10_000,
      );
      expect(received).toEqual(Array.from({ length: 4 }, () => ['0', '1', '2', '3']));
    } finally {
      for (const client of clients) client.disconnect();
    }
  });

  it('forks a worker that died again, keeps its counts, and stops them all on SIGTERM with 0', async () => {
    const healthCount = async () => {
      const response = await fetch(`${server.url}/metrics`, { headers: { connection: 'close' } });
      const line = /^http_requests_total\{[^}]*route="\/api\/health"[^}]*\} (\d+)$/m.exec(
        await response.text(),
      );
      return Number(line?.[1] ?? 0);
    };
    // Both workers have answered some before one of them dies.
    for (let i = 0; i < 4; i++) expect(await ask(server.port, '/api/health')).toBe(200);
    const before = await healthCount();
    expect(before).toBeGreaterThanOrEqual(4);
    const [first, second] = listening(server);
    process.kill(first!, 'SIGKILL');
    await until(() => listening(server).length === 3, 'a third worker listening');
    expect(server.output()).toMatch(`worker ${first} exited (SIGKILL)`);
    const third = listening(server)[2]!;
    for (let i = 0; i < 6; i++) expect(await ask(server.port, '/api/health')).toBe(200);
    // The new worker takes its turn with the other one.
    const servedBy = [...server.output().matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/health"/g)];
    expect(servedBy.slice(-6).map((match) => Number(match[1]))).toContain(third);
    // The dead worker's requests still count: a total that fell would read as a reset.
    expect(await healthCount()).toBe(before + 6);

    expect(await server.stop('SIGTERM')).toBe(0);
    expect([second, third].filter((pid) => alive(pid!))).toEqual([]);
    // Every worker stopped as a node does, finishing what it had.
    expect(server.output().match(/"msg":"shutting down"/g)).toHaveLength(2);
    await expect(ask(server.port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  }, 90_000);
});

describe.runIf(databaseUrl && redisUrl)('WORKERS=2 on a database that does not answer', () => {
  it('stops them all with 1, rather than forking workers that cannot start', async () => {
    const data = tempDir();
    const missing = new URL(databaseUrl!);
    missing.pathname = '/no_such_database_for_workers';
    try {
      await expect(
        startServer({
          WORKERS: '2',
          DATABASE_URL: missing.href,
          REDIS_URL: redisUrl!,
          DATA_DIR: data.dir,
        }),
      ).rejects.toThrow(/exited \(1\)[\s\S]*a worker stopped before it listened: stopping/);
    } finally {
      data.remove();
    }
  }, 90_000);
});
