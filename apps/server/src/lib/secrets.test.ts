import { readFileSync, statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { tempDir } from '../test/backends.js';
import { loadSecrets } from './secrets.js';

describe('loadSecrets', () => {
  const data = tempDir();
  afterEach(() => data.remove());
  const unset = {
    passwordPepper: undefined,
    pusher: { secret: undefined },
    push: { vapid: undefined },
  };

  it('generates missing secrets once, keeps them, and never writes given ones', () => {
    const first = loadSecrets({ dataDir: data.dir, ...unset });
    expect(first.passwordPepper.length).toBeGreaterThanOrEqual(32);
    expect(first.pusherSecret).toMatch(/^[0-9a-f]{64}$/);
    const again = loadSecrets({ dataDir: data.dir, ...unset });
    expect(again).toEqual(first);
    expect(statSync(`${data.dir}/secrets.json`).mode & 0o777).toBe(0o600);

    const given = loadSecrets({
      dataDir: data.dir,
      ...unset,
      passwordPepper: 'from-the-environment-0123456789abcdef',
    });
    expect(given.passwordPepper).toBe('from-the-environment-0123456789abcdef');
    expect(readFileSync(`${data.dir}/secrets.json`, 'utf8')).not.toContain('from-the-environment');
  });

  it('generates one VAPID pair that signs, keeps it, and takes a given pair as it is', () => {
    const { vapid } = loadSecrets({ dataDir: data.dir, ...unset });
    // A real P-256 pair: web-push accepts it to sign a request.
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(vapid.privateKey, 'base64url')).toHaveLength(32);
    const headers = webpush.getVapidHeaders(
      'https://push.example.com',
      'mailto:admin@antojo.local',
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
    expect(loadSecrets({ dataDir: data.dir, ...unset }).vapid).toEqual(vapid);

    const pair = webpush.generateVAPIDKeys();
    const given = loadSecrets({ dataDir: data.dir, ...unset, push: { vapid: pair } });
    expect(given.vapid).toEqual(pair);
    expect(readFileSync(`${data.dir}/secrets.json`, 'utf8')).not.toContain(pair.privateKey);
  });
});
