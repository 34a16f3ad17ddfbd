import { describe, expect, it } from 'vitest';
import { channelAuth, userAuth } from './signatures.js';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';

const succeeded = 'pusher_internal:subscription_succeeded';

describe.each(adapterCases)('subscriptions on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  async function connect(options = {}) {
    const { port } = await harness.start(options);
    return { port, ...(await harness.connectRaw(port)) };
  }

  it('subscribes to a public channel with data "{}"', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-news' } });
    expect(await client.next(succeeded)).toMatchObject({ channel: 'public-news', data: {} });
  });

  it('accepts the subscribe data as a JSON string too', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'news' }) });
    expect(await client.next(succeeded)).toMatchObject({ channel: 'news' });
  });

  it.each([
    ['a space', 'a b'],
    ['a star', 'private-*'],
    ['201 characters', 'x'.repeat(201)],
    ['30000 characters', 'cache-'.padEnd(30_000, 'a')],
    ['a reserved # name', '#admin'],
    ['an empty user channel', '#server-to-user-'],
  ])('refuses a channel name with %s', async (_what, channel) => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel } });
    const error = await client.next('pusher:subscription_error');
    expect(error.data).toMatchObject({ type: 'InvalidChannel', status: 400 });
    // Named as asked, however long: pusher-js routes it by the exact name (the realtime fuzz).
    expect(error.channel).toBe(channel);
  });

  it('refuses forged, borrowed and missing signatures on private channels', async () => {
    const { client, socketId } = await connect();
    const forged = [
      undefined,
      `${testApp.key}:${'0'.repeat(64)}`,
      channelAuth(testApp, '1.1', 'private-a'),
      channelAuth({ key: testApp.key, secret: 'wrong' }, socketId, 'private-a'),
      channelAuth({ key: 'other', secret: testApp.secret }, socketId, 'private-a'),
      channelAuth(testApp, socketId, 'private-b'),
    ];
    for (const auth of forged) {
      client.send({ event: 'pusher:subscribe', data: { channel: 'private-a', auth } });
      const error = await client.next('pusher:subscription_error');
      expect(error).toMatchObject({
        channel: 'private-a',
        data: { type: 'AuthError', status: 401 },
      });
    }
    const auth = channelAuth(testApp, socketId, 'private-a');
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-a', auth } });
    expect(await client.next(succeeded)).toMatchObject({ channel: 'private-a', data: {} });
  });

  it('checks prefixes anchored: public-private-x is public, private-encrypted-x needs auth', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'public-private-x' } });
    await client.next(succeeded);
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-encrypted-x' } });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({
      type: 'AuthError',
    });
  });

  it('answers a presence subscription with the members hash', async () => {
    const { client, socketId } = await connect();
    const channelData = JSON.stringify({ user_id: 7, user_info: { name: 'Ana' } });
    const auth = channelAuth(testApp, socketId, 'presence-room', channelData);
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'presence-room', auth, channel_data: channelData },
    });
    expect((await client.next(succeeded)).data).toEqual({
      presence: { ids: ['7'], hash: { '7': { name: 'Ana' } }, count: 1 },
    });
  });

  it('limits presence user_info to 1 KB and members to the configured number', async () => {
    const { port } = await harness.start({ apps: [{ ...testApp, maxPresenceMembers: 2 }] });
    const join = async (userId: string, info: unknown = {}) => {
      const { client, socketId } = await harness.connectRaw(port);
      const channelData = JSON.stringify({ user_id: userId, user_info: info });
      const auth = channelAuth(testApp, socketId, 'presence-full', channelData);
      client.send({
        event: 'pusher:subscribe',
        data: { channel: 'presence-full', auth, channel_data: channelData },
      });
      return client;
    };
    const big = await join('big', { text: 'x'.repeat(1100) });
    expect((await big.next('pusher:subscription_error')).data).toMatchObject({
      type: 'LimitReached',
    });
    await (await join('a')).next(succeeded);
    await (await join('b')).next(succeeded);
    const third = await join('c');
    expect((await third.next('pusher:subscription_error')).data).toMatchObject({
      type: 'LimitReached',
    });
    // Another connection of a member is not a new member.
    await (await join('a')).next(succeeded);
  });

  it('lets only the signed-in user join their #server-to-user- channel', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-42' } });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({
      type: 'AuthError',
      status: 403,
    });
  });

  it('closes with 4009 on a forged pusher:signin', async () => {
    const { client } = await connect();
    client.send({
      event: 'pusher:signin',
      data: { auth: `${testApp.key}:${'0'.repeat(64)}`, user_data: '{"id":"42"}' },
    });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await client.closed).code).toBe(4009);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const { realtime, port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    for (const channel of ['news', 'marker']) {
      client.send({ event: 'pusher:subscribe', data: { channel } });
      await client.next(succeeded);
    }
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    await client.roundTrip();
    await realtime.publish({ channels: ['news'], event: 'headline', data: {} });
    await realtime.publish({ channels: ['marker'], event: 'marker', data: {} });
    await client.next('marker');
    expect(client.received('headline')).toEqual([]);
  });

  it('makes a signed-in user the member when presence comes without channel_data', async () => {
    const { client, socketId } = await connect();
    const userData = JSON.stringify({ id: 'u5', user_info: { name: 'Eva' } });
    client.send({
      event: 'pusher:signin',
      data: { auth: userAuth(testApp, socketId, userData), user_data: userData },
    });
    expect((await client.next('pusher:signin_success')).data).toEqual({ user_data: userData });
    const auth = channelAuth(testApp, socketId, 'presence-room');
    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-room', auth } });
    expect((await client.next(succeeded)).data).toEqual({
      presence: { ids: ['u5'], hash: { u5: { name: 'Eva' } }, count: 1 },
    });
  });
});
