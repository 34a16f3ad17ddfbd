import { createHash } from 'node:crypto';
import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { requestSignature } from './signatures.js';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { connected, nextEvent, subscribed } from './test/pusher-client.js';
import { eventually } from './test/waiting.js';

describe.each(adapterCases)('the HTTP API on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  function sdk(port: number) {
    return new PusherServer({
      appId: testApp.id,
      key: testApp.key,
      secret: testApp.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
  }

  /** A request signed by hand, to reach the paths the SDK never takes. */
  function signed(port: number, method: string, path: string, body = '', extra = {}) {
    const query: Record<string, string> = {
      auth_key: testApp.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      ...(body ? { body_md5: createHash('md5').update(body).digest('hex') } : {}),
      ...extra,
    };
    query.auth_signature ??= requestSignature(testApp.secret, method, path, query);
    const search = new URLSearchParams(query).toString();
    return fetch(`http://127.0.0.1:${port}${path}?${search}`, {
      method,
      body: method === 'GET' ? undefined : body,
      headers: { 'content-type': 'application/json' },
    });
  }

  it('triggers one event to several channels and answers 200 {}', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    const a = client.subscribe('a');
    const b = client.subscribe('b');
    await Promise.all([subscribed(a), subscribed(b)]);
    const both = Promise.all([nextEvent(a, 'e'), nextEvent(b, 'e')]);
    const response = await sdk(port).trigger(['a', 'b'], 'e', { n: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await both).map(({ data }) => data)).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('triggers a batch', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    const channel = client.subscribe('batch');
    await subscribed(channel);
    const first = nextEvent(channel, 'one');
    const second = nextEvent(channel, 'two');
    await sdk(port).triggerBatch([
      { channel: 'batch', name: 'one', data: { n: 1 } },
      { channel: 'batch', name: 'two', data: 'plain text' },
    ]);
    expect((await first).data).toEqual({ n: 1 });
    expect((await second).data).toBe('plain text');
  });

  it('lists occupied channels, one channel and presence users', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port, 'ana');
    await Promise.all([
      subscribed(client.subscribe('presence-room')),
      subscribed(client.subscribe('news')),
    ]);
    const api = sdk(port);
    const channels = await eventually(
      async () => (await (await api.get({ path: '/channels' })).json()) as unknown,
      (value) => Object.keys((value as { channels: object }).channels).length === 2,
      'both channels listed',
    );
    expect(channels).toEqual({ channels: { 'presence-room': {}, news: {} } });
    const presence = await api.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await presence.json()).toEqual({ channels: { 'presence-room': { user_count: 1 } } });
    const one = await api.get({
      path: '/channels/presence-room',
      params: { info: 'user_count,subscription_count' },
    });
    expect(await one.json()).toEqual({ occupied: true, user_count: 1, subscription_count: 1 });
    const users = await api.get({ path: '/channels/presence-room/users' });
    expect(await users.json()).toEqual({ users: [{ id: 'ana' }] });
    const empty = await api.get({ path: '/channels/nobody' });
    expect(await empty.json()).toEqual({ occupied: false });
  });

  it('tells the server which channels are occupied, and forgets a channel left', async () => {
    const { port, realtime } = await harness.start();
    const client = harness.pusher(port);
    const news = client.subscribe('news');
    await subscribed(news);
    expect(await realtime.occupied(['news', 'nobody'])).toEqual([true, false]);
    client.unsubscribe('news');
    await eventually(
      () => realtime.occupied(['news']),
      ([live]) => live === false,
      'news vacated',
    );
  });

  it('terminates a user through the SDK and answers {}', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port, 'u1');
    client.signin();
    await client.user.signinDonePromise;
    await connected(client);
    const disconnected = new Promise((resolve) => client.connection.bind('disconnected', resolve));
    const response = await sdk(port).terminateUserConnections('u1');
    expect(await response.json()).toEqual({});
    await disconnected;
  });

  it.each([
    ['a wrong signature', { auth_signature: '0'.repeat(64) }],
    ['an old timestamp', { auth_timestamp: String(Math.floor(Date.now() / 1000) - 601) }],
    ['another key', { auth_key: 'someone-else' }],
    ['another auth_version', { auth_version: '2.0' }],
    ['a body_md5 of other bytes', { body_md5: createHash('md5').update('{}').digest('hex') }],
  ])('answers 401 to %s', async (_what, extra) => {
    const { port } = await harness.start();
    const body = JSON.stringify({ name: 'e', channel: 'a', data: '{}' });
    const response = await signed(port, 'POST', `/apps/${testApp.id}/events`, body, extra);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['data over 10 KB', { name: 'e', channel: 'a', data: 'x'.repeat(10 * 1024 + 1) }, 413],
    [
      '101 channels',
      { name: 'e', channels: Array.from({ length: 101 }, (_, i) => `c${i}`), data: '' },
      400,
    ],
    ['a bad channel name', { name: 'e', channel: 'a b', data: '' }, 400],
    ['a bad socket_id', { name: 'e', channel: 'a', data: '', socket_id: 'x' }, 400],
    ['no name', { channel: 'a', data: '' }, 400],
    [
      'two channels with an encrypted one',
      { name: 'e', channels: ['a', 'private-encrypted-b'], data: '' },
      400,
    ],
  ])('refuses an event with %s', async (_what, event, status) => {
    const { port } = await harness.start();
    const response = await signed(
      port,
      'POST',
      `/apps/${testApp.id}/events`,
      JSON.stringify(event),
    );
    expect(response.status).toBe(status);
  });

  it('refuses batches over 10, bodies that are not JSON, unknown apps, paths and methods', async () => {
    const { port } = await harness.start();
    const batch = Array.from({ length: 11 }, () => ({ name: 'e', channel: 'a', data: '' }));
    const path = `/apps/${testApp.id}`;
    expect(
      (await signed(port, 'POST', `${path}/batch_events`, JSON.stringify({ batch }))).status,
    ).toBe(400);
    expect((await signed(port, 'POST', `${path}/events`, 'not json')).status).toBe(400);
    expect((await signed(port, 'POST', '/apps/other/events', '{}')).status).toBe(404);
    expect((await signed(port, 'GET', `${path}/nothing`)).status).toBe(404);
    expect((await signed(port, 'GET', `${path}/events`)).status).toBe(405);
    expect((await signed(port, 'GET', `${path}/channels`, '', { info: 'user_count' })).status).toBe(
      400,
    );
    expect((await signed(port, 'GET', `${path}/channels/news/users`)).status).toBe(400);
  });

  it('accepts a signature over the /apps path behind a path-prefixed proxy', async () => {
    const { realtime } = await harness.start();
    const body = JSON.stringify({ name: 'e', channel: 'a', data: '{}' });
    const query: Record<string, string> = {
      auth_key: testApp.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: createHash('md5').update(body).digest('hex'),
    };
    query.auth_signature = requestSignature(
      testApp.secret,
      'POST',
      `/apps/${testApp.id}/events`,
      query,
    );
    const result = await realtime.handleHttp({
      method: 'POST',
      path: `/realtime/apps/${testApp.id}/events`,
      query,
      body: Buffer.from(body),
    });
    expect(result).toEqual({ status: 200, body: {} });
  });
});
