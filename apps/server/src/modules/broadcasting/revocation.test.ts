import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, signUp, verifyContact, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { echoClient, pusherServer, within } from '../../test/realtime-clients.js';

const PUSHER = { id: 'antojo-test', key: 'antojo-test-key', secret: 'a'.repeat(64) };
const ENV = {
  PUSHER_APP_ID: PUSHER.id,
  PUSHER_APP_KEY: PUSHER.key,
  PUSHER_APP_SECRET: PUSHER.secret,
};
const MESSAGE = 'App\\Events\\Message';

const modes = [
  { name: 'in-process', env: {} as Record<string, string> },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];

/** Every way a token ends, done as the app does it, on `app` (any node). */
const endings: Array<
  [string, (app: FastifyInstance, session: Session, email: string) => Promise<void>]
> = [
  [
    'logout',
    async (app, session) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(response.statusCode).toBe(200);
    },
  ],
  [
    'a password change',
    async (app, _session, email) => {
      const emailId = await verifyContact(app, 'email', email);
      const response = await postForm(app, '/api/auth/change_password/email', {
        emailId,
        password: 'b'.repeat(64),
      });
      expect(response.statusCode).toBe(200);
    },
  ],
  [
    'account deletion',
    async (app, session) => {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/user/${session.user.id}`,
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(response.statusCode).toBe(200);
    },
  ],
];

/**
 * A signed-in Echo client on its own chat channel and on a public marker channel: after the
 * token ends, a message on the chat channel must not arrive, which the marker (sent after it,
 * on the same socket) proves.
 */
async function listening(port: number, session: Session, marker: string) {
  const client = echoClient(port, PUSHER.key, session.token);
  const chat = client.echo.private(`activity-message-new.${session.wstoken}`);
  const markers = client.echo.channel(marker);
  await within(
    Promise.all([
      new Promise((resolve) => chat.subscribed(resolve)),
      new Promise((resolve) => markers.subscribed(resolve)),
    ]),
    5000,
    'the subscriptions',
  );
  const received: unknown[] = [];
  chat.listen('Message', (data: unknown) => received.push(data));
  const refused = within(
    new Promise<{ type?: string; status?: number }>((resolve) => chat.error(resolve)),
    5000,
    'the subscription error after the token ended',
  );
  /** Triggers a message on the chat and a marker after it; resolves once the marker is in. */
  async function chatThenMarker(triggerPort: number) {
    const sdk = pusherServer(triggerPort, PUSHER);
    const marked = new Promise((resolve) => markers.listen('Marker', resolve));
    await sdk.trigger(`private-activity-message-new.${session.wstoken}`, MESSAGE, { id: 1 });
    await sdk.trigger(marker, 'App\\Events\\Marker', {});
    await within(marked, 5000, 'the marker');
  }
  return { ...client, received, refused, chatThenMarker };
}

describe.each(modes)('a token that ends stops realtime delivery ($name)', (mode) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let count = 0;

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { ...ENV, ...mode.env }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  it.each(endings)('after %s', async (_what, end) => {
    count += 1;
    const email = `revoked${count}@example.com`;
    const session = await signUp(app, email);
    const client = await listening(port, session, `marker-${count}`);
    try {
      // Delivered while the token lives: the test below fails for the right reason.
      await client.chatThenMarker(port);
      expect(client.received).toEqual([{ id: 1 }]);
      await end(app, session, email);
      expect(await client.refused).toMatchObject({ type: 'AuthError', status: 401 });
      await client.chatThenMarker(port);
      expect(client.received).toEqual([{ id: 1 }]);
    } finally {
      client.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('a logout on another API node', () => {
  it('stops delivery to the socket on this node', async () => {
    const database = await backends[0]!.open();
    const env = { ...ENV, REDIS_URL: process.env.REDIS_URL! };
    const nodeA = await testApp(database, env);
    const nodeB = await testApp(database, env);
    try {
      await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
      const portA = (nodeA.app.server.address() as AddressInfo).port;
      const session = await signUp(nodeA.app, 'elsewhere@example.com');
      const client = await listening(portA, session, 'marker-elsewhere');
      try {
        await endings[0]![1](nodeB.app, session, 'elsewhere@example.com');
        expect(await client.refused).toMatchObject({ type: 'AuthError', status: 401 });
        await client.chatThenMarker(portA);
        expect(client.received).toEqual([]);
      } finally {
        client.close();
      }
    } finally {
      await nodeB.close();
      await nodeA.close();
      await database.dispose();
    }
  });
});
