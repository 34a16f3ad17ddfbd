import { describe, expect, it } from 'vitest';
import { SESSION_ENDED } from './sessions.js';
import { channelAuth } from './signatures.js';
import { adapterCases, newPrefix, redisCase, redisUrl, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { collect, connected, nextEvent, subscribed } from './test/pusher-client.js';
import type { RawClient } from './test/raw-client.js';
import type { Standalone } from './test/standalone.js';
import { within } from './test/waiting.js';

const succeeded = 'pusher_internal:subscription_succeeded';

/** Resolves with the data of the next `pusher:subscription_error` on a pusher-js channel. */
function subscriptionError(channel: { bind(event: string, cb: (data: unknown) => void): void }) {
  return within(
    new Promise<unknown>((resolve) => channel.bind('pusher:subscription_error', resolve)),
    3000,
    'the subscription error',
  );
}

// What the API's logout relies on: ending a session takes back what it authorised.
describe.each(adapterCases)('ending API sessions on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  /** Subscribes a raw client to `channel` as the API would: authorised by `session`. */
  async function subscribeAs(
    { realtime }: Standalone,
    { client, socketId }: { client: RawClient; socketId: string },
    channel: string,
    session: string,
  ) {
    realtime.bindSession({ socketId, session, channel });
    const auth = channelAuth(testApp, socketId, channel);
    client.send({ event: 'pusher:subscribe', data: { channel, auth } });
    await client.next(succeeded);
    return auth;
  }

  it('stops delivering on the channels a session authorised once it ends (pusher-js)', async () => {
    const { port, realtime } = await harness.start();
    const client = harness.pusher(port, 'tok1');
    const chat = client.subscribe('private-chat.tok1');
    const news = client.subscribe('news');
    await Promise.all([subscribed(chat), subscribed(news)]);
    const missed = collect(chat, 'said');
    const refused = subscriptionError(chat);

    realtime.endSessions(['tok1']);
    expect(await refused).toMatchObject({ type: 'AuthError', status: 401, error: SESSION_ENDED });
    await realtime.publish({ channels: ['private-chat.tok1'], event: 'said', data: 'after' });
    // Same socket, sent after: when it arrives, the chat message would have arrived too.
    const marker = nextEvent(news, 'marker');
    await realtime.publish({ channels: ['news'], event: 'marker', data: {} });
    await marker;
    expect(missed).toEqual([]);
    expect(client.connection.state).toBe('connected');
  });

  it('keeps the channels that other sessions authorised on the same socket', async () => {
    const server = await harness.start();
    const raw = await harness.connectRaw(server.port);
    const { client } = raw;
    await subscribeAs(server, raw, 'private-a', 'phone');
    await subscribeAs(server, raw, 'private-b', 'tablet');

    server.realtime.endSessions(['phone']);
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel: 'private-a',
      data: { type: 'AuthError', status: 401 },
    });
    await server.realtime.publish({ channels: ['private-a'], event: 'e', data: 'a' });
    await server.realtime.publish({ channels: ['private-b'], event: 'e', data: 'b' });
    expect(await client.next('e')).toMatchObject({ channel: 'private-b', data: 'b' });
    expect(client.received('e')).toEqual([]);
  });

  it('refuses the old signature afterwards, until a live session authorises again', async () => {
    const server = await harness.start();
    const raw = await harness.connectRaw(server.port);
    const { client } = raw;
    const auth = await subscribeAs(server, raw, 'private-a', 'phone');
    server.realtime.endSessions(['phone']);
    await client.next('pusher:subscription_error');

    client.send({ event: 'pusher:subscribe', data: { channel: 'private-a', auth } });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({
      type: 'AuthError',
      error: SESSION_ENDED,
    });
    await subscribeAs(server, raw, 'private-a', 'new-login');
  });

  it('undoes a binding that arrives after its session ended', async () => {
    const server = await harness.start();
    const { client, socketId } = await harness.connectRaw(server.port);
    server.realtime.endSessions(['late']);
    server.realtime.bindSession({ socketId, session: 'late', channel: 'private-a' });
    const auth = channelAuth(testApp, socketId, 'private-a');
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-a', auth } });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({
      error: SESSION_ENDED,
    });
  });

  it('closes a connection signed in by the session with 4009, for good', async () => {
    const { port, realtime } = await harness.start();
    const target = harness.pusher(port, 'u1');
    const bystander = harness.pusher(port, 'u2');
    target.signin();
    bystander.signin();
    await Promise.all([target.user.signinDonePromise, bystander.user.signinDonePromise]);
    const error = new Promise((resolve) => target.connection.bind('error', resolve));
    const disconnected = new Promise((resolve) => target.connection.bind('disconnected', resolve));
    realtime.endSessions(['u1']);
    await within(disconnected, 3000, 'the signed-out client to disconnect');
    expect(await error).toMatchObject({ data: { code: 4009 } });
    expect(target.connection.state).toBe('disconnected');
    expect(bystander.connection.state).toBe('connected');
  });
});

// The auth request, the socket and the logout may each reach a different node.
describe.runIf(redisUrl)('ending API sessions across nodes', () => {
  const harness = useHarness(redisCase(redisUrl ?? ''));

  it('ends on the node that holds the socket what another node bound', async () => {
    const prefix = newPrefix();
    const holder = await harness.start({}, prefix);
    const signer = await harness.start({}, prefix);
    const ender = await harness.start({}, prefix);
    // The socket lives on `holder`; its auth requests go to `signer`.
    const client = harness.pusher(holder.port, 'tok9', {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: `http://127.0.0.1:${signer.port}/broadcasting/auth`,
        headers: { Authorization: 'Bearer tok9' },
      },
    });
    await connected(client);
    const chat = client.subscribe('private-chat.tok9');
    await subscribed(chat);
    const refused = subscriptionError(chat);
    ender.realtime.endSessions(['tok9']);
    expect(await refused).toMatchObject({ type: 'AuthError', status: 401 });
  });
});
