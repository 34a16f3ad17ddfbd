import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { collect, connected, nextEvent, subscribed } from './test/pusher-client.js';
import { within } from './test/waiting.js';

// The official client against the server, over loopback, on every adapter.
describe.each(adapterCases)('pusher-js on the $name adapter', (adapterCase) => {
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

  it('connects with a socket id and the activity timeout', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    const socketId = await connected(client);
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });

  it('receives on a public channel what the HTTP API triggers', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    const channel = client.subscribe('news');
    await subscribed(channel);
    const received = nextEvent(channel, 'headline');
    await sdk(port).trigger('news', 'headline', { title: 'Hola' });
    expect((await received).data).toEqual({ title: 'Hola' });
  });

  it('authorises a private channel through the auth endpoint and delivers to it', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port, 'tok1');
    const channel = client.subscribe('private-activity-message-new.tok1');
    await subscribed(channel);
    const received = nextEvent(channel, 'App\\Events\\Message');
    await sdk(port).trigger('private-activity-message-new.tok1', 'App\\Events\\Message', {
      id: 1,
    });
    expect((await received).data).toEqual({ id: 1 });
  });

  it('reports a refused authorisation as a subscription error', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port, 'intruder');
    const channel = client.subscribe('private-activity-message-new.tok1');
    await expect(subscribed(channel)).rejects.toThrow(/subscription_error/);
  });

  it('hears the refusal of a public name past 200 characters, not waiting for good', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    // pusher-js sends a public name as it is and routes the answer by the exact name: an
    // answer naming it cut short left this channel pending forever (the realtime fuzz).
    const channel = client.subscribe('cache-'.padEnd(201, 'a'));
    await expect(subscribed(channel)).rejects.toThrow(/subscription_error/);
  });

  it('leaves the sender out when the trigger names its socket id', async () => {
    const { port } = await harness.start();
    const sender = harness.pusher(port);
    const other = harness.pusher(port);
    const [senderId] = await Promise.all([connected(sender), connected(other)]);
    const senderChannel = sender.subscribe('room');
    const otherChannel = other.subscribe('room');
    await Promise.all([subscribed(senderChannel), subscribed(otherChannel)]);
    const senderSaw = collect(senderChannel, 'said');
    const received = nextEvent(otherChannel, 'said');
    await sdk(port).trigger('room', 'said', 'hi', { socket_id: senderId });
    expect((await received).data).toBe('hi');
    // A second event to the sender proves the first one would have arrived by now.
    const marker = nextEvent(senderChannel, 'marker');
    await sdk(port).trigger('room', 'marker', {});
    await marker;
    expect(senderSaw).toEqual([]);
  });

  it('relays client events to the others but not back to the sender', async () => {
    const { port } = await harness.start();
    const alice = harness.pusher(port, 'alice');
    const bob = harness.pusher(port, 'bob');
    const aliceChannel = alice.subscribe('private-chat');
    const bobChannel = bob.subscribe('private-chat');
    await Promise.all([subscribed(aliceChannel), subscribed(bobChannel)]);
    const echoed = collect(aliceChannel, 'client-typing');
    const received = nextEvent(bobChannel, 'client-typing');
    expect(aliceChannel.trigger('client-typing', { typing: true })).toBe(true);
    expect((await received).data).toEqual({ typing: true });
    const marker = nextEvent(aliceChannel, 'client-done');
    bobChannel.trigger('client-done', {});
    await marker;
    expect(echoed).toEqual([]);
  });

  it('tracks presence members: the hash, member_added and member_removed', async () => {
    const { port } = await harness.start();
    const ana = harness.pusher(port, 'ana');
    const anaChannel = ana.subscribe('presence-room');
    const joined = (await subscribed(anaChannel)) as { count: number; me: { id: string } };
    expect(joined.count).toBe(1);
    expect(joined.me.id).toBe('ana');

    const added = nextEvent(anaChannel, 'pusher:member_added');
    const luis = harness.pusher(port, 'luis');
    const luisChannel = luis.subscribe('presence-room');
    const luisJoined = (await subscribed(luisChannel)) as { count: number };
    expect(luisJoined.count).toBe(2);
    expect((await added).data).toEqual({ id: 'luis', info: { name: 'user luis' } });

    // A second connection of the same user is not a new member.
    const luisAgain = harness.pusher(port, 'luis');
    const second = luisAgain.subscribe('presence-room');
    const seen = collect(anaChannel, 'pusher:member_added');
    await subscribed(second);
    const removed = nextEvent(anaChannel, 'pusher:member_removed');
    luisAgain.disconnect();
    luis.disconnect();
    expect((await removed).data).toEqual({ id: 'luis', info: { name: 'user luis' } });
    expect(seen).toEqual([]);
  });

  it('signs a user in and delivers #server-to-user- events to every connection', async () => {
    const { port, realtime } = await harness.start();
    const phone = harness.pusher(port, 'u7');
    const tablet = harness.pusher(port, 'u7');
    phone.signin();
    tablet.signin();
    await Promise.all([phone.user.signinDonePromise, tablet.user.signinDonePromise]);
    const onPhone = new Promise((resolve) => phone.user.bind('notice', resolve));
    const onTablet = new Promise((resolve) => tablet.user.bind('notice', resolve));
    await realtime.publish({ channels: ['#server-to-user-u7'], event: 'notice', data: { n: 1 } });
    expect(await Promise.all([onPhone, onTablet])).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('terminates the connections of a signed-in user for good, and only theirs', async () => {
    const { port } = await harness.start();
    const target = harness.pusher(port, 'u8');
    const bystander = harness.pusher(port, 'u9');
    target.signin();
    bystander.signin();
    await Promise.all([target.user.signinDonePromise, bystander.user.signinDonePromise]);
    const error = new Promise((resolve) => target.connection.bind('error', resolve));
    const disconnected = new Promise((resolve) => target.connection.bind('disconnected', resolve));
    await sdk(port).terminateUserConnections('u8');
    await within(disconnected, 3000, 'the terminated client to disconnect');
    // 4009 is permanent for pusher-js: it does not reconnect.
    expect(await error).toMatchObject({ data: { code: 4009 } });
    expect(target.connection.state).toBe('disconnected');
    expect(bystander.connection.state).toBe('connected');
  });
});
