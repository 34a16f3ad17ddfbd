import { readFileSync, statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test/backends.js';
import { loadSecrets } from './secrets.js';

describe('loadSecrets', () => {
  const data = tempDir();
  afterEach(() => data.remove());

  it('generates missing secrets once, keeps them, and never writes given ones', () => {
    const first = loadSecrets({
      dataDir: data.dir,
      passwordPepper: undefined,
      pusher: { secret: undefined },
    });
    expect(first.passwordPepper.length).toBeGreaterThanOrEqual(32);
    expect(first.pusherSecret).toMatch(/^[0-9a-f]{64}$/);
    const again = loadSecrets({
      dataDir: data.dir,
      passwordPepper: undefined,
      pusher: { secret: undefined },
    });
    expect(again).toEqual(first);
    expect(statSync(`${data.dir}/secrets.json`).mode & 0o777).toBe(0o600);

    const given = loadSecrets({
      dataDir: data.dir,
      passwordPepper: 'from-the-environment-0123456789abcdef',
      pusher: { secret: undefined },
    });
    expect(given.passwordPepper).toBe('from-the-environment-0123456789abcdef');
    expect(readFileSync(`${data.dir}/secrets.json`, 'utf8')).not.toContain('from-the-environment');
  });
});
