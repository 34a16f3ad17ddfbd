// `npm run seed:demo` says no in production before building or opening anything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

it('refuses to run in production, with a message and a failing exit code', () => {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/seed-demo.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: '/nonexistent/antojo-demo' },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/never runs in production/);
  expect(result.stdout).toBe('');
});
