import { Redis } from 'ioredis';
import PusherServer from 'pusher';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisAdapter } from './redis-adapter.js';
import { newPrefix, recordingLogger, redisCase, redisUrl, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { collect, connected, nextEvent, subscribed } from './test/pusher-client.js';
import { eventually, within } from './test/waiting.js';
import { startReceiver } from './test/webhook-receiver.js';

// Several nodes sharing one Redis, each with its own HTTP server and clients.
describe.runIf(redisUrl)('a cluster of nodes on Redis', () => {
  const harness = useHarness(redisCase(redisUrl ?? ''));
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  async function twoNodes(options = {}) {
    const prefix = newPrefix();
    return [
      await harness.start(options, prefix),
      await harness.start(options, prefix),
      prefix,
    ] as const;
  }

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

  /** A node on Redis connections the test can cut, as a crash or a network failure would. */
  async function fragileNode(prefix: string) {
    const publisher = new Redis(redisUrl ?? '');
    const subscriber = new Redis(redisUrl ?? '');
    for (const client of [publisher, subscriber]) client.on('error', () => undefined);
    const adapter = createRedisAdapter({
      publisher,
      subscriber,
      keyPrefix: prefix,
      heartbeatMs: 200,
      nodeTimeoutMs: 1200,
      logger: recordingLogger(),
    });
    const node = await harness.start({ adapter }, prefix);
    // Close the node while it still reaches Redis (if it does), then drop the connections.
    cleanups.push(async () => {
      await node.close();
      publisher.disconnect();
      subscriber.disconnect();
    });
    return { node, publisher, subscriber };
  }

  it('delivers to a client on node A what the HTTP API of node B triggers', async () => {
    const [a, b] = await twoNodes();
    const client = harness.pusher(a.port, 'tok');
    const channel = client.subscribe('private-activity-message-new.tok');
    await subscribed(channel);
    const received = nextEvent(channel, 'App\\Events\\Message');
    await sdk(b.port).trigger('private-activity-message-new.tok', 'App\\Events\\Message', {
      id: 9,
    });
    expect((await received).data).toEqual({ id: 9 });
  });

  it('excludes the sender by socket id across nodes', async () => {
    const [a, b] = await twoNodes();
    const sender = harness.pusher(a.port);
    const nearby = harness.pusher(a.port);
    const remote = harness.pusher(b.port);
    const senderId = await connected(sender);
    const channels = [sender, nearby, remote].map((client) => client.subscribe('room'));
    await Promise.all(channels.map(subscribed));
    const [senderChannel, nearbyChannel, remoteChannel] = channels as [never, never, never];
    const senderSaw = collect(senderChannel, 'said');
    const both = Promise.all([nextEvent(nearbyChannel, 'said'), nextEvent(remoteChannel, 'said')]);
    await sdk(b.port).trigger('room', 'said', { n: 1 }, { socket_id: senderId });
    await both;
    const marker = nextEvent(senderChannel, 'marker');
    await sdk(b.port).trigger('room', 'marker', {});
    await marker;
    expect(senderSaw).toEqual([]);
  });

  it('announces a member once across nodes: first connection in, last connection out', async () => {
    const [a, b] = await twoNodes();
    const ana = harness.pusher(a.port, 'ana');
    const anaRoom = ana.subscribe('presence-room');
    await subscribed(anaRoom);
    const added = nextEvent(anaRoom, 'pusher:member_added');
    const luisOnB = harness.pusher(b.port, 'luis');
    const joined = (await subscribed(luisOnB.subscribe('presence-room'))) as { count: number };
    expect(joined.count).toBe(2);
    expect((await added).data).toMatchObject({ id: 'luis' });

    const addedAgain = collect(anaRoom, 'pusher:member_added');
    const removed = collect(anaRoom, 'pusher:member_removed');
    const luisOnA = harness.pusher(a.port, 'luis');
    await subscribed(luisOnA.subscribe('presence-room'));
    luisOnB.disconnect();
    // Still a member through node A: the REST API says so once node B has caught up.
    await eventually(
      async () =>
        (await (
          await sdk(b.port).get({
            path: '/channels/presence-room',
            params: { info: 'subscription_count,user_count' },
          })
        ).json()) as unknown,
      (value) => (value as { subscription_count: number }).subscription_count === 2,
      'two subscriptions left',
    );
    expect(addedAgain).toEqual([]);
    expect(removed).toEqual([]);
    const gone = nextEvent(anaRoom, 'pusher:member_removed');
    luisOnA.disconnect();
    expect((await gone).data).toMatchObject({ id: 'luis' });
  });

  it('sends channel_occupied and channel_vacated once for the cluster', async () => {
    const hook = await startReceiver();
    cleanups.push(hook.close);
    const [a, b] = await twoNodes({ apps: [{ ...testApp, webhooks: [{ url: hook.url }] }] });
    const onA = harness.pusher(a.port);
    const onB = harness.pusher(b.port);
    await subscribed(onA.subscribe('news'));
    await subscribed(onB.subscribe('news'));
    await hook.waitFor((event) => event.name === 'channel_occupied', 'channel_occupied');
    onA.unsubscribe('news');
    await eventually(
      async () =>
        (await (
          await sdk(a.port).get({ path: '/channels/news', params: { info: 'subscription_count' } })
        ).json()) as unknown,
      (value) => (value as { subscription_count: number }).subscription_count === 1,
      'one subscription left',
    );
    expect(hook.events().filter((event) => event.name === 'channel_vacated')).toEqual([]);
    onB.unsubscribe('news');
    await hook.waitFor((event) => event.name === 'channel_vacated', 'channel_vacated');
    const names = hook.events().map((event) => event.name);
    expect(names).toEqual(['channel_occupied', 'channel_vacated']);
  });

  it('terminates a user connected to node A through node B', async () => {
    const [a, b] = await twoNodes();
    const client = harness.pusher(a.port, 'u1');
    client.signin();
    await client.user.signinDonePromise;
    const disconnected = new Promise((resolve) => client.connection.bind('disconnected', resolve));
    await sdk(b.port).terminateUserConnections('u1');
    await within(disconnected, 3000, 'the termination');
  });

  it('removes the members of a node that died without saying goodbye', async () => {
    const prefix = newPrefix();
    const a = await harness.start({}, prefix);
    const { node: c, publisher, subscriber } = await fragileNode(prefix);
    const ana = harness.pusher(a.port, 'ana');
    const anaRoom = ana.subscribe('presence-room');
    await subscribed(anaRoom);
    const added = nextEvent(anaRoom, 'pusher:member_added');
    const doomed = harness.pusher(c.port, 'doomed');
    await subscribed(doomed.subscribe('presence-room'));
    await added;
    // The node loses Redis for good, as a crashed process would.
    const removed = nextEvent(anaRoom, 'pusher:member_removed', 4000);
    publisher.disconnect();
    subscriber.disconnect();
    expect((await removed).data).toMatchObject({ id: 'doomed' });
    const users = await sdk(a.port).get({ path: '/channels/presence-room/users' });
    expect(await users.json()).toEqual({ users: [{ id: 'ana' }] });
  });

  it('re-registers its members after Redis comes back, and delivers once', async () => {
    const prefix = newPrefix();
    const a = await harness.start({}, prefix);
    const { node: c, publisher, subscriber } = await fragileNode(prefix);
    const ana = harness.pusher(a.port, 'ana');
    const anaRoom = ana.subscribe('presence-room');
    await subscribed(anaRoom);
    const luis = harness.pusher(c.port, 'luis');
    const luisRoom = luis.subscribe('presence-room');
    await subscribed(luisRoom);

    const removed = nextEvent(anaRoom, 'pusher:member_removed', 4000);
    publisher.disconnect();
    subscriber.disconnect();
    await removed;
    const back = nextEvent(anaRoom, 'pusher:member_added', 4000);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    expect((await back).data).toMatchObject({ id: 'luis' });

    const seen = collect(luisRoom, 'e');
    const marker = nextEvent(luisRoom, 'marker');
    await sdk(a.port).trigger('presence-room', 'e', { n: 1 });
    await sdk(a.port).trigger('presence-room', 'marker', {});
    await marker;
    expect(seen).toEqual([{ n: 1 }]);
  });
});
