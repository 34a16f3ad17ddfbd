import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ApiInfo } from '@app/contract/reference';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPglite, queryRows } from './db/database.js';
import { tempDir } from './test/backends.js';

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
  });
});

describe('the server process', () => {
  it('serves on its port and stops cleanly on SIGTERM', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const processData = tempDir();
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: processData.dir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const address = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
        child.stdout.on('data', () => {
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });
      const info = (await (await fetch(`${address}/api/info`)).json()) as ApiInfo;
      expect(info.sdk).toBe('1.8.3');
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
      expect(output).toMatch(/shutting down/);
    } finally {
      child.kill('SIGKILL');
      processData.remove();
    }
  });
});
