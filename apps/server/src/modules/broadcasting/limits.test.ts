import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { pusherClient, within } from '../../test/realtime-clients.js';

const KEY = 'antojo-test-key';

/**
 * A websocket handshake sent as a proxy would forward it, and the text of the first frame the
 * server sends (server frames are not masked, so their JSON reads as it is).
 */
async function firstFrame(port: number, forwardedFor: string, sockets: Duplex[]): Promise<string> {
  const upgraded = new Promise<string>((resolve, reject) => {
    const sent = request({
      host: '127.0.0.1',
      port,
      path: `/app/${KEY}?protocol=7`,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'x-forwarded-for': forwardedFor,
      },
    });
    sent.on('upgrade', (_response, socket, head) => {
      sockets.push(socket);
      if (head.length > 0) return resolve(head.toString('latin1'));
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1')));
    });
    sent.on('error', reject);
    sent.end();
  });
  return within(upgraded, 5000, 'the first frame');
}

describe('realtime connection limits on the API port', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  const sockets: Duplex[] = [];

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, {
      PUSHER_APP_KEY: KEY,
      TRUST_PROXY: 'true',
      REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '1',
      REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: '2',
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await close();
    await database.dispose();
  });

  it('counts per forwarded client address behind a trusted proxy, refusing with 4100', async () => {
    expect(await firstFrame(port, '203.0.113.7, 10.0.0.2', sockets)).toContain(
      'pusher:connection_established',
    );
    // Same proxy, another client: a place of its own.
    expect(await firstFrame(port, '203.0.113.8, 10.0.0.2', sockets)).toContain(
      'pusher:connection_established',
    );
    const refused = await firstFrame(port, '203.0.113.7, 10.0.0.3', sockets);
    expect(refused).toContain('pusher:error');
    expect(refused).toMatch(/\\?"code\\?":4100/);
  });

  it('refuses a subscription past the per-connection limit (pusher-js)', async () => {
    const client = pusherClient(port, KEY);
    try {
      const channels = ['a', 'b', 'c'].map((name) => client.subscribe(`news-${name}`));
      const outcome = (channel: (typeof channels)[number]) =>
        new Promise((resolve) => {
          channel.bind('pusher:subscription_succeeded', () => resolve('ok'));
          channel.bind('pusher:subscription_error', (error: { status?: number }) =>
            resolve(error.status),
          );
        });
      // pusher-js sends the three subscribes in order, so the third is the one over.
      expect(await within(Promise.all(channels.map(outcome)), 5000, 'the answers')).toEqual([
        'ok',
        'ok',
        4300,
      ]);
    } finally {
      client.disconnect();
    }
  });
});
