import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES } from '@app/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';

describe('a request while the app closes', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backends[0]!.open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('on an open keep-alive connection, is answered 503 in the API shape, and the connection ends', async () => {
    const { app, close } = await testApp(database);
    // A hook that holds the close open, as the delivery queue's stop does for a moment.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.addHook('preClose', () => held);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () =>
                resolve({ status: response.statusCode!, headers: response.headers, body }),
              );
            })
            .on('error', reject);
        },
      );
    try {
      expect((await get()).status).toBe(200);
      const closing = close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = await get();
      expect(during.status).toBe(503);
      expect(JSON.parse(during.body)).toEqual({ message: API_MESSAGES.restarting });
      expect(during.headers['retry-after']).toBe('1');
      expect(during.headers.connection).toBe('close');
      release();
      await closing;
    } finally {
      release();
      agent.destroy();
    }
  });
});
