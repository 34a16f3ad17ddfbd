// The unit run as CI and a developer start it: vitest itself, on one small test file, with or
// without the services named, to see what scripts/vitest-services.ts makes of it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function vitest(env: Record<string, string>) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', 'apps/web/src/lib/format.test.ts'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, VITEST: '', TEST_DATABASE_URL: '', REDIS_URL: '', CI: '', ...env },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the PostgreSQL and Redis suites', () => {
  it('fail the run in CI when TEST_DATABASE_URL is missing, naming it', () => {
    const run = vitest({ CI: 'true', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('TEST_DATABASE_URL is not set (PostgreSQL');
    expect(run.output).not.toContain('REDIS_URL is not set');
  });

  it('fail the run in CI when REDIS_URL is missing, naming it', () => {
    const run = vitest({ CI: 'true', TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1/test' });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('REDIS_URL is not set (Redis');
  });

  it('are skipped with a notice outside CI', () => {
    const run = vitest({});
    expect(run.status).toBe(0);
    expect(run.output).toContain('Skipping suites:');
    expect(run.output).toContain('TEST_DATABASE_URL is not set');
    expect(run.output).toContain('REDIS_URL is not set');
  });
});
