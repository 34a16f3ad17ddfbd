import Fastify from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUnreadBodies } from './unread-body.js';

/**
 * Throwing away a body answered unread has bounds of its own, as nginx's lingering close has:
 * in all, and between two pieces. A client cannot hold the connection by trickling the rest.
 */
describe('a body answered unread', () => {
  const app = Fastify();
  let port = 0;
  beforeAll(async () => {
    registerUnreadBodies(app, 1024 * 1024, { totalMs: 1200, idleMs: 400 });
    // A guard that answers before the body, as the API's do.
    app.post(
      '/guarded',
      { onRequest: async (_request, reply) => reply.code(401).send({}) },
      () => ({}),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  /** Opens a connection, sends the head of a 4000-byte body, and says when it closes. */
  async function answeredUnread() {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const started = Date.now();
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    );
    socket.write(
      'POST /guarded HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n' +
        'Content-Length: 4000\r\n\r\n' +
        'a'.repeat(10),
    );
    return { socket, closed, received: () => received };
  }

  it('is cut once it stops coming for longer than the idle bound', async () => {
    const connection = await answeredUnread();
    const after = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 401/);
    expect(after).toBeGreaterThanOrEqual(350);
    expect(after).toBeLessThan(1100);
  });

  it('is cut at the bound in all, however steadily it trickles', async () => {
    const connection = await answeredUnread();
    const drip = setInterval(() => connection.socket.write('b'), 100);
    const after = await connection.closed;
    clearInterval(drip);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 401/);
    expect(after).toBeGreaterThanOrEqual(1100);
    expect(after).toBeLessThan(3000);
  });
});
