import { describe, expect, it } from 'vitest';
import { RealtimeError } from './errors.js';
import { createRealtimeServer } from './server.js';
import { testApp } from './test/adapters.js';

describe('createRealtimeServer', () => {
  it('refuses a configuration it could not honour', () => {
    expect(() => createRealtimeServer({ apps: [] })).toThrow(/at least one app/);
    expect(() => createRealtimeServer({ apps: [testApp, { ...testApp, id: 'other' }] })).toThrow(
      /repeats/,
    );
    expect(() =>
      createRealtimeServer({ apps: [{ ...testApp, encryptionMasterKey: 'c2hvcnQ=' }] }),
    ).toThrow(/32 bytes/);
    expect(() => createRealtimeServer({ apps: [testApp], activityTimeoutSeconds: 0 })).toThrow(
      /activityTimeoutSeconds/,
    );
  });

  it('throws RealtimeError for what publish and the signing helpers cannot do', async () => {
    const realtime = createRealtimeServer({ apps: [testApp] });
    try {
      await expect(
        realtime.publish({ channels: ['a b'], event: 'e', data: {} }),
      ).rejects.toBeInstanceOf(RealtimeError);
      await expect(
        realtime.publish({ channels: ['a'], event: 'e', data: 'x'.repeat(20_000) }),
      ).rejects.toThrow(/bytes/);
      await expect(
        realtime.publish({ channels: ['a'], event: 'e', data: {}, appId: 'nope' }),
      ).rejects.toMatchObject({ reason: 'unknown_app' });
      expect(() => realtime.authorizeChannel('bad', 'private-a')).toThrow(RealtimeError);
      expect(realtime.authorizeChannel('1.1', 'private-a', undefined, testApp.id).auth).toMatch(
        /^app-key:[0-9a-f]{64}$/,
      );
      expect(realtime.authenticateUser('1.1', { id: '7' })).toMatchObject({
        user_data: '{"id":"7"}',
      });
    } finally {
      await realtime.close();
    }
  });

  it('answers bad HTTP input with 4xx, never throwing', async () => {
    const realtime = createRealtimeServer({ apps: [testApp] });
    try {
      const inputs = [
        { method: 'POST', path: '/', query: {}, body: '' },
        { method: 'POST', path: '/apps/app-1/events', query: {}, body: '' },
        { method: 'POST', path: '/apps/%E0%A4%A/events', query: {}, body: '' },
        {
          method: 'GET',
          path: '/apps/app-1/channels',
          query: { auth_key: 1 },
          body: Buffer.alloc(0),
        },
      ];
      for (const input of inputs) {
        const result = await realtime.handleHttp(input);
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(result.body).toEqual({ error: expect.any(String) });
      }
    } finally {
      await realtime.close();
    }
  });
});
