import type { ApiInfo } from '@app/contract/reference';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPglite, queryRows } from './db/database.js';
import { tempDir } from './test/backends.js';
import { startServer } from './test/server-process.js';

const data = tempDir();
afterAll(() => data.remove());

describe('restarts', () => {
  it('keep the data on disk and seed nothing new', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir });
    const notices: string[] = [];
    const announce = (message: string) => notices.push(message);

    const first = await buildApp(config, { announce });
    const infoBefore = (await first.inject('/api/info')).json<ApiInfo>();
    await first.close();
    expect(notices).toHaveLength(1);

    // Something a user did, straight in the stored database between the two runs.
    const direct = await openPglite(`${data.dir}/pglite`);
    await direct.db.execute(sql`insert into settings (key, value) values ('test:kept', 'sí')`);
    await direct.close();

    const second = await buildApp(config, { announce });
    const infoAfter = (await second.inject('/api/info')).json<ApiInfo>();
    const kept = await second.inject('/api/health');
    await second.close();

    expect(kept.statusCode).toBe(200);
    expect(infoAfter).toEqual(infoBefore);
    expect(notices).toHaveLength(1);
    const check = await openPglite(`${data.dir}/pglite`);
    const rows = await queryRows<{ value: string }>(
      check.db,
      sql`select value from settings where key = 'test:kept'`,
    );
    await check.close();
    expect(rows[0]?.value).toBe('sí');
    // Four openings of the embedded database on disk: a busy machine needs more than 30 s.
  }, 90_000);
});

describe('the server process', () => {
  it('serves on its port and stops cleanly on SIGTERM', async () => {
    const processData = tempDir();
    const server = await startServer({ DATA_DIR: processData.dir });
    try {
      const info = (await (await fetch(`${server.url}/api/info`)).json()) as ApiInfo;
      expect(info.sdk).toBe('1.8.3');
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(server.output()).toMatch(/shutting down/);
    } finally {
      await server.stop('SIGKILL');
      processData.remove();
    }
  });

  it('refuses new connections once told to stop, rather than answering them 503', async () => {
    const processData = tempDir();
    const server = await startServer({ DATA_DIR: processData.dir });
    try {
      // Each request on a connection of its own, as nginx sends them to the nodes.
      const ask = () =>
        new Promise<string>((resolve) => {
          const request = http.get(
            { host: '127.0.0.1', port: server.port, path: '/api/health', agent: false },
            (response) => {
              response.resume();
              resolve(String(response.statusCode));
            },
          );
          request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
      expect(await ask()).toBe('200');
      server.child.kill('SIGTERM');
      const answers: string[] = [];
      while (server.child.exitCode === null && answers.length < 2_000) {
        answers.push(await ask());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The node stops for a while (the delivery queue's workers finish): refused all along,
      // never answered 503. (Served until the signal is handled, and a connection accepted just
      // before is served too; one still waiting in the kernel's queue is reset, unread.)
      const afterSignal = answers.slice(answers.findIndex((answer) => answer !== '200'));
      expect(afterSignal.length).toBeGreaterThan(5);
      expect(
        afterSignal.filter((answer) => !['ECONNREFUSED', 'ECONNRESET'].includes(answer)),
      ).toEqual([]);
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await server.stop('SIGKILL');
      processData.remove();
    }
  }, 90_000);
});
