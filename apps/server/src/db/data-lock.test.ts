import { existsSync, writeFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { tempDir } from '../test/backends.js';
import { openPglite } from './database.js';
import { lockDataDirectory } from './data-lock.js';

const data = tempDir();
afterAll(() => data.remove());

it('refuses a second server on the same data directory', async () => {
  const first = await openPglite(`${data.dir}/pglite`);
  try {
    await expect(openPglite(`${data.dir}/pglite`)).rejects.toThrow(/Another server/);
  } finally {
    await first.close();
  }
  expect(existsSync(`${data.dir}/pglite.lock`)).toBe(false);
  const again = await openPglite(`${data.dir}/pglite`);
  await again.close();
});

it('takes over a lock left by a process that is gone', () => {
  const lockFile = `${data.dir}/stale.lock`;
  // Process ids are far below this on Linux (pid_max is at most 2^22).
  writeFileSync(lockFile, '99999999');
  const release = lockDataDirectory(lockFile);
  release();
  expect(existsSync(lockFile)).toBe(false);
});
