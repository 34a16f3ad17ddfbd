import PusherServer from 'pusher';
import { afterEach, describe, expect, it } from 'vitest';
import { channelAuth } from './signatures.js';
import { adapterCases, newPrefix, redisCase, redisUrl, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import type { PusherClient } from './test/pusher-client.js';
import { eventually, within } from './test/waiting.js';
import { startReceiver } from './test/webhook-receiver.js';

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

/**
 * Subscribes with pusher-js and records, in order, what the channel hears first: the
 * subscription, then the cached event or the cache miss.
 */
function firstTwo(client: PusherClient, name: string) {
  const heard: [string, unknown][] = [];
  const channel = client.subscribe(name);
  const done = new Promise<[string, unknown][]>((resolve) => {
    channel.bind_global((event: string, data: unknown) => {
      // The succeeded data (the presence members) is not what these tests look at.
      heard.push([event, event === 'pusher:subscription_succeeded' ? undefined : data]);
      if (heard.length === 2) resolve(heard);
    });
  });
  return within(done, 3000, `the first events on ${name}`);
}

// Pusher's cache channels: the last event waits for the next subscriber (docs: 30 min TTL).
describe.each(adapterCases)('cache channels on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);
  const receivers: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  it.each(['cache-news', 'private-cache-news.tok', 'presence-cache-room'])(
    'replays the last event of %s right after subscription_succeeded',
    async (name) => {
      const { port } = await harness.start();
      await sdk(port).trigger(name, 'headline', { n: 1 });
      await sdk(port).trigger(name, 'headline', { n: 2 });
      const heard = await firstTwo(harness.pusher(port, 'tok'), name);
      expect(heard).toEqual([
        ['pusher:subscription_succeeded', undefined],
        ['headline', { n: 2 }],
      ]);
    },
  );

  it('sends pusher:cache_miss and the cache_miss webhook when there is no event', async () => {
    const hook = await startReceiver();
    receivers.push(hook);
    const { port } = await harness.start({
      apps: [{ ...testApp, webhooks: [{ url: hook.url }] }],
    });
    const heard = await firstTwo(harness.pusher(port), 'cache-empty');
    expect(heard.map(([event]) => event)).toEqual([
      'pusher:subscription_succeeded',
      'pusher:cache_miss',
    ]);
    const miss = await hook.waitFor((event) => event.name === 'cache_miss', 'cache_miss');
    expect(miss).toEqual({ name: 'cache_miss', channel: 'cache-empty' });
    expect(hook.deliveries.every((delivery) => delivery.valid)).toBe(true);
  });

  it('forgets the event after its TTL', async () => {
    const { port } = await harness.start({ cacheTtlSeconds: 0.2 });
    await sdk(port).trigger('cache-short', 'headline', { n: 1 });
    // No event marks an expiry: subscribe anew until the cache answers with a miss.
    await eventually(
      async () => {
        const { client } = await harness.connectRaw(port);
        client.send({ event: 'pusher:subscribe', data: { channel: 'cache-short' } });
        await client.next('pusher_internal:subscription_succeeded');
        const missed = client.next('pusher:cache_miss').then(() => 'miss');
        const cached = client.next('headline').then(() => 'cached');
        return Promise.race([missed, cached]);
      },
      (answer) => answer === 'miss',
      'the cached event to expire',
    );
  });

  it('does not cache client events (Pusher does not either)', async () => {
    const { port } = await harness.start();
    const name = 'private-cache-chat';
    const { client, socketId } = await harness.connectRaw(port);
    client.send({
      event: 'pusher:subscribe',
      data: { channel: name, auth: channelAuth(testApp, socketId, name) },
    });
    await client.next('pusher:cache_miss');
    client.send({ event: 'client-typing', channel: name, data: {} });
    await client.roundTrip();
    const heard = await firstTwo(harness.pusher(port, 'tok'), name);
    expect(heard[1]?.[0]).toBe('pusher:cache_miss');
  });

  it('replays on private-encrypted-cache- channels too', async () => {
    const { port, realtime } = await harness.start();
    const payload = '{"nonce":"bm9uY2U=","ciphertext":"Y2lwaGVy"}';
    const name = 'private-encrypted-cache-box';
    await realtime.publish({ channels: [name], event: 'sealed', data: payload });
    const { client, socketId } = await harness.connectRaw(port);
    const auth = channelAuth(testApp, socketId, name);
    client.send({ event: 'pusher:subscribe', data: { channel: name, auth } });
    await client.next('pusher_internal:subscription_succeeded');
    expect(JSON.parse((await client.next('sealed')).wire)).toEqual({
      event: 'sealed',
      channel: name,
      data: payload,
    });
  });
});

describe.runIf(redisUrl)('cache channels across nodes', () => {
  const harness = useHarness(redisCase(redisUrl ?? ''));

  it('replays on one node the event triggered on another', async () => {
    const prefix = newPrefix();
    const a = await harness.start({}, prefix);
    const b = await harness.start({}, prefix);
    await sdk(b.port).trigger('cache-shared', 'headline', { from: 'b' });
    const heard = await firstTwo(harness.pusher(a.port), 'cache-shared');
    expect(heard[1]).toEqual(['headline', { from: 'b' }]);
  });
});
