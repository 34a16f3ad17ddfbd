import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { adapterCases } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { within } from './test/waiting.js';

describe.each(adapterCases)('handshake and liveness on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  it('establishes with a socket id and a non-zero activity timeout', async () => {
    const { port } = await harness.start();
    const client = await harness.raw(port);
    const established = await client.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it.each([
    ['an unknown app key', '/app/nope?protocol=7', 4001],
    ['no protocol', '/app/app-key', 4008],
    ['an unsupported protocol', '/app/app-key?protocol=6', 4007],
  ])('refuses %s with pusher:error and the close code', async (_what, path, code) => {
    const { port } = await harness.start();
    const client = await harness.raw(port, path);
    const error = await client.next('pusher:error');
    expect(JSON.parse(error.wire)).toMatchObject({ data: { code, message: expect.any(String) } });
    expect((await within(client.closed, 2000, 'close')).code).toBe(code);
  });

  it('answers other upgrade paths 404 without upgrading', async () => {
    const { port } = await harness.start();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?protocol=7`);
    socket.on('error', () => undefined);
    const status = await within(
      new Promise((resolve) =>
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
      ),
      2000,
      'the refusal',
    );
    expect(status).toBe(404);
  });

  it('answers pusher:ping with pusher:pong whatever the data', async () => {
    const { port } = await harness.start();
    const client = await harness.raw(port);
    for (const data of [{}, '{}', [], undefined]) {
      client.send({ event: 'pusher:ping', data });
      expect(await client.next('pusher:pong')).toMatchObject({ data: {} });
    }
  });

  it('answers websocket ping frames', async () => {
    const { port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    const pong = new Promise((resolve) => client.socket.once('pong', resolve));
    client.socket.ping('hello');
    expect(String(await within(pong, 2000, 'the pong frame'))).toBe('hello');
  });

  it('pings a silent client and closes with 4201 when it does not answer', async () => {
    const { port } = await harness.start({ activityTimeoutSeconds: 0.2, pongTimeoutMs: 400 });
    const { client } = await harness.connectRaw(port, { autoPong: false });
    await client.next('pusher:ping');
    expect((await within(client.closed, 2000, 'the 4201 close')).code).toBe(4201);
  });

  it('keeps a client that answers the pings', async () => {
    const { port } = await harness.start({ activityTimeoutSeconds: 0.2, pongTimeoutMs: 400 });
    const { client } = await harness.connectRaw(port, { autoPong: false });
    for (let round = 0; round < 3; round += 1) {
      await client.next('pusher:ping');
      client.send({ event: 'pusher:pong', data: {} });
    }
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('counts websocket-level pongs as answers (browsers answer ping frames)', async () => {
    const { port } = await harness.start({ activityTimeoutSeconds: 0.2, pongTimeoutMs: 400 });
    const { client } = await harness.connectRaw(port);
    await client.next('pusher:ping');
    await client.next('pusher:ping');
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses connections over capacity with 4100', async () => {
    const { port } = await harness.start({ maxConnections: 1 });
    await harness.connectRaw(port);
    const second = await harness.raw(port);
    expect((await within(second.closed, 2000, 'close')).code).toBe(4100);
  });

  it('closes every connection with 4200 on shutdown', async () => {
    const server = await harness.start();
    const { client } = await harness.connectRaw(server.port);
    await server.close();
    expect((await within(client.closed, 2000, 'close')).code).toBe(4200);
  });
});
