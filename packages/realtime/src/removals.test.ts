import type { Channel, PresenceChannel } from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { USER_REMOVED } from './removals.js';
import { channelAuth } from './signatures.js';
import { adapterCases, newPrefix, redisCase, redisUrl, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { collect, connected, nextEvent, subscribed } from './test/pusher-client.js';
import type { Standalone } from './test/standalone.js';
import { within } from './test/waiting.js';

const ROOM = 'presence-room';
const removedError = { type: 'AuthError', status: 403, error: USER_REMOVED };

/** Resolves with the data of the next `pusher:subscription_error` on a pusher-js channel. */
function subscriptionError(channel: Channel) {
  return within(
    new Promise<unknown>((resolve) => channel.bind('pusher:subscription_error', resolve)),
    3000,
    `the subscription error on ${channel.name}`,
  );
}

/** Signs `channel` for a raw socket as the test's auth endpoint does: bound to the user's session. */
function authorise({ realtime }: Standalone, socketId: string, channel: string, user: string) {
  const channelData = JSON.stringify({ user_id: user });
  realtime.bindSession({ socketId, session: user, channel, userId: user });
  return {
    channel,
    auth: channelAuth(testApp, socketId, channel, channelData),
    channel_data: channelData,
  };
}

// What leaving a group relies on: the group's presence channel is taken back from the member.
describe.each(adapterCases)(
  'removing a user from a channel on the $name adapter',
  (adapterCase) => {
    const harness = useHarness(adapterCase);

    it('ends their subscription, tells the others and delivers them nothing more (pusher-js)', async () => {
      const { port, realtime } = await harness.start();
      const ana = harness.pusher(port, 'ana');
      const luis = harness.pusher(port, 'luis');
      const anaRoom = ana.subscribe(ROOM) as PresenceChannel;
      await subscribed(anaRoom);
      const luisRoom = luis.subscribe(ROOM);
      const luisNews = luis.subscribe('news');
      await Promise.all([subscribed(luisRoom), subscribed(luisNews)]);
      const missed = ['said', 'client-typing'].map((event) => collect(luisRoom, event));
      const refused = subscriptionError(luisRoom);
      const removed = nextEvent(anaRoom, 'pusher:member_removed');

      realtime.removeFromChannel(ROOM, ['luis']);
      expect(await refused).toEqual(removedError);
      expect((await removed).data).toMatchObject({ id: 'luis' });
      expect(anaRoom.members.count).toBe(1);
      // Neither the server's events nor Ana's client events reach him; the marker, sent after
      // them on the same socket, proves they would have arrived by now.
      await realtime.publish({ channels: [ROOM], event: 'said', data: 'after' });
      anaRoom.trigger('client-typing', {});
      const marker = nextEvent(luisNews, 'marker');
      await realtime.publish({ channels: ['news'], event: 'marker', data: {} });
      await marker;
      expect(missed).toEqual([[], []]);
      expect(luis.connection.state).toBe('connected');
    });

    it('announces member_removed once, when the last of the user’s sockets is out', async () => {
      const { port, realtime } = await harness.start();
      const ana = harness.pusher(port, 'ana');
      const anaRoom = ana.subscribe(ROOM);
      await subscribed(anaRoom);
      const phone = harness.pusher(port, 'luis').subscribe(ROOM);
      const laptop = harness.pusher(port, 'luis').subscribe(ROOM);
      await Promise.all([subscribed(phone), subscribed(laptop)]);
      const removals = collect(anaRoom, 'pusher:member_removed');
      const both = Promise.all([subscriptionError(phone), subscriptionError(laptop)]);
      const removed = nextEvent(anaRoom, 'pusher:member_removed');

      realtime.removeFromChannel(ROOM, ['luis']);
      await both;
      await removed;
      const marker = nextEvent(anaRoom, 'marker');
      await realtime.publish({ channels: [ROOM], event: 'marker', data: {} });
      await marker;
      expect(removals).toHaveLength(1);
    });

    it('stops a removed socket from sending client events to the channel', async () => {
      const server = await harness.start();
      const raw = await harness.connectRaw(server.port);
      raw.client.send({
        event: 'pusher:subscribe',
        data: authorise(server, raw.socketId, ROOM, 'luis'),
      });
      await raw.client.next('pusher_internal:subscription_succeeded');
      server.realtime.removeFromChannel(ROOM, ['luis']);
      expect((await raw.client.next('pusher:subscription_error')).data).toEqual(removedError);
      raw.client.send({ event: 'client-typing', channel: ROOM, data: {} });
      expect((await raw.client.next('pusher:error')).data).toMatchObject({
        message: expect.stringContaining('Subscribe') as unknown,
      });
    });

    it('refuses the signature the socket held, used or not yet, until a new authorisation', async () => {
      const server = await harness.start();
      const used = await harness.connectRaw(server.port);
      const unused = await harness.connectRaw(server.port);
      const usedAuth = authorise(server, used.socketId, ROOM, 'luis');
      used.client.send({ event: 'pusher:subscribe', data: usedAuth });
      await used.client.next('pusher_internal:subscription_succeeded');
      // Signed before the removal, sent after it (an auth request that crossed it).
      const unusedAuth = authorise(server, unused.socketId, ROOM, 'luis');
      // Another member's signature on their own socket is theirs to use.
      const other = await harness.connectRaw(server.port);
      const otherAuth = authorise(server, other.socketId, ROOM, 'ana');

      server.realtime.removeFromChannel(ROOM, ['luis']);
      await used.client.next('pusher:subscription_error');
      for (const [{ client }, data] of [
        [used, usedAuth],
        [unused, unusedAuth],
      ] as const) {
        client.send({ event: 'pusher:subscribe', data });
        expect((await client.next('pusher:subscription_error')).data).toEqual(removedError);
      }
      other.client.send({ event: 'pusher:subscribe', data: otherAuth });
      await other.client.next('pusher_internal:subscription_succeeded');

      // Back in the group: the app authorises the socket again, which subscribes it.
      used.client.send({
        event: 'pusher:subscribe',
        data: authorise(server, used.socketId, ROOM, 'luis'),
      });
      await used.client.next('pusher_internal:subscription_succeeded');
    });

    it('leaves alone the other users and the user’s other channels', async () => {
      const { port, realtime } = await harness.start();
      const luis = harness.pusher(port, 'luis');
      const ana = harness.pusher(port, 'ana');
      const luisOther = luis.subscribe('presence-other');
      const anaRoom = ana.subscribe(ROOM);
      await Promise.all([subscribed(luisOther), subscribed(anaRoom)]);
      const errors = [
        collect(luisOther, 'pusher:subscription_error'),
        collect(anaRoom, 'pusher:subscription_error'),
      ];
      realtime.removeFromChannel(ROOM, ['luis']);
      const marker = nextEvent(anaRoom, 'marker');
      await realtime.publish({ channels: [ROOM], event: 'marker', data: {} });
      await marker;
      expect(errors).toEqual([[], []]);
    });
  },
);

// The member's socket, the other members' and the leave request may each reach a different node.
describe.runIf(redisUrl)('removing a user from a channel across nodes', () => {
  const harness = useHarness(redisCase(redisUrl ?? ''));

  it('takes the channel back on every node and announces the member gone once', async () => {
    const prefix = newPrefix();
    const a = await harness.start({}, prefix);
    const b = await harness.start({}, prefix);
    const remover = await harness.start({}, prefix);
    const ana = harness.pusher(b.port, 'ana');
    const anaRoom = ana.subscribe(ROOM);
    await subscribed(anaRoom);
    const onA = harness.pusher(a.port, 'luis');
    const onB = harness.pusher(b.port, 'luis');
    await Promise.all([connected(onA), connected(onB)]);
    const rooms = [onA.subscribe(ROOM), onB.subscribe(ROOM)];
    await Promise.all(rooms.map(subscribed));
    const removals = collect(anaRoom, 'pusher:member_removed');
    const refused = Promise.all(rooms.map(subscriptionError));
    const removed = nextEvent(anaRoom, 'pusher:member_removed');

    remover.realtime.removeFromChannel(ROOM, ['luis']);
    expect(await refused).toEqual([removedError, removedError]);
    expect((await removed).data).toMatchObject({ id: 'luis' });
    const marker = nextEvent(anaRoom, 'marker');
    await a.realtime.publish({ channels: [ROOM], event: 'marker', data: {} });
    await marker;
    expect(removals).toHaveLength(1);
  });
});
