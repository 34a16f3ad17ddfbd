import { describe, expect, it } from 'vitest';
import { channelAuth, requestSignature, sameSignature, userAuth } from './signatures.js';

// Test vectors of the Pusher protocol pages (realtime-protocol.md).
const app = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

describe('Pusher signatures', () => {
  it('signs a private channel as the protocol page gives it', () => {
    expect(channelAuth(app, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('signs a trigger request as the protocol page gives it', () => {
    const signature = requestSignature(app.secret, 'POST', '/apps/3/events', {
      auth_key: app.key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: 'ec365a775a4cd0599faeb73354201b6f',
    });
    expect(signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });

  it('ignores auth_signature and the case of keys when signing a request', () => {
    const base = { auth_key: 'k', auth_timestamp: '1', auth_version: '1.0' };
    expect(requestSignature('s', 'get', '/p', { ...base, auth_signature: 'x' })).toBe(
      requestSignature('s', 'GET', '/p', {
        AUTH_KEY: 'k',
        auth_timestamp: '1',
        auth_version: '1.0',
      }),
    );
  });

  it('signs presence data and user sign-in over the exact strings', () => {
    const data = '{"user_id":"1"}';
    expect(channelAuth(app, '1.1', 'presence-a', data)).not.toBe(
      channelAuth(app, '1.1', 'presence-a'),
    );
    expect(userAuth(app, '1.1', data)).toMatch(/^278d425bdf160c739803:[0-9a-f]{64}$/);
  });

  it('compares signatures exactly', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abd')).toBe(false);
    expect(sameSignature('abc', 'abcd')).toBe(false);
  });
});
