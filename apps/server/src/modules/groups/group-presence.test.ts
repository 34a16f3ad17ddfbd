import { groupPresenceChannel, type Group } from '@app/contract/groups';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Channel, PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import {
  pusherClient,
  pusherServer,
  within,
  type PusherClient,
} from '../../test/realtime-clients.js';

// How long an expected event may take: the suite runs beside others on two cores, where a
// subscription has taken more than 5 s (broadcasting.test.ts).
const WAIT_MS = 15_000;

/** What the realtime server sends a socket whose user it removed from the channel. */
const REMOVED = { type: 'AuthError', status: 403 };

/**
 * In-process: one node. Redis: two API nodes on one database, so that the member's sockets,
 * the other members' and the request that ends the membership each reach a different node.
 */
const modes = [
  { name: 'in-process', env: {} as Record<string, string>, nodes: 1 },
  ...(process.env.REDIS_URL
    ? [{ name: 'Redis', env: { REDIS_URL: process.env.REDIS_URL }, nodes: 2 }]
    : []),
];

type Node = { app: FastifyInstance; port: number };

/** Resolves with the next occurrence of `event` on a pusher-js channel. */
function next<T = unknown>(channel: Channel, event: string, what = `${event} on ${channel.name}`) {
  return within(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        channel.unbind(event, handler);
        resolve(data);
      };
      channel.bind(event, handler);
    }),
    WAIT_MS,
    what,
  );
}

/** Every occurrence of `event` on a pusher-js channel, to check what never came. */
function collect(channel: Channel, event: string): unknown[] {
  const seen: unknown[] = [];
  channel.bind(event, (data: unknown) => seen.push(data));
  return seen;
}

describe.each(backends)('leaving a group takes its presence back, on $name', (backend) => {
  describe.each(modes)('with the $name adapter', (mode) => {
    const pusher = {
      id: `antojo-presence-${backend.name}`,
      key: `antojo-presence-${backend.name}-key`,
      secret: 'p'.repeat(64),
    };
    let database: TestDatabase;
    const closers: Array<() => Promise<void>> = [];
    const clients: PusherClient[] = [];
    /** `a` holds the removed member's first socket; `b` serves the request and the others. */
    let a: Node;
    let b: Node;

    beforeAll(async () => {
      database = await backend.open();
      const env = {
        PUSHER_APP_ID: pusher.id,
        PUSHER_APP_KEY: pusher.key,
        PUSHER_APP_SECRET: pusher.secret,
        ...mode.env,
      };
      const nodes: Node[] = [];
      for (let started = 0; started < mode.nodes; started++) {
        const { app, close } = await testApp(database, env);
        closers.push(close);
        await app.listen({ host: '127.0.0.1', port: 0 });
        nodes.push({ app, port: (app.server.address() as AddressInfo).port });
      }
      a = nodes[0]!;
      b = nodes.at(-1)!;
    });
    afterEach(() => {
      for (const client of clients.splice(0)) client.disconnect();
    });
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
      await database.dispose();
    });

    let accounts = 0;
    const member = (firstname: string) =>
      signUp(b.app, `presencia-${mode.name}-${++accounts}@example.com`, { firstname });
    const call = (method: 'POST' | 'DELETE', session: Session, url: string, payload?: object) =>
      b.app.inject({ method, url: `/api${url}`, headers: bearer(session), payload });

    /** Ana's public group with these members in it. */
    async function groupOf(owner: Session, ...members: Session[]) {
      const created = await call('POST', owner, '/group', { name: 'Pádel', visibility: 'public' });
      expect(created.statusCode, created.body).toBe(200);
      const group = created.json<Group>();
      for (const one of members) {
        expect((await call('POST', one, `/group/${group.id}/join`)).statusCode).toBe(200);
      }
      return group;
    }

    /** A pusher-js client of `session` on `node`, in the group's presence channel. */
    async function present(node: Node, session: Session, group: Group) {
      const client = pusherClient(node.port, pusher.key, session.token);
      clients.push(client);
      const channel = client.subscribe(groupPresenceChannel(group.id)) as PresenceChannel;
      await next(channel, 'pusher:subscription_succeeded', `${session.user.firstname}'s presence`);
      return { client, channel };
    }

    /** Publishes a marker on a public channel of the client's and waits for it to arrive. */
    async function marked(client: PusherClient, name: string) {
      const markers = client.subscribe(name);
      await next(markers, 'pusher:subscription_succeeded');
      const arrived = next(markers, 'marker');
      await pusherServer(b.port, pusher).trigger(name, 'marker', {});
      await arrived;
    }

    it('after a leave: every socket of the member is out, the others hear it once, nothing more reaches them', async () => {
      const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
      const group = await groupOf(ana, bruno);
      const name = groupPresenceChannel(group.id);
      const owner = await present(b, ana, group);
      const arrived = next(owner.channel, 'pusher:member_added');
      const phone = await present(a, bruno, group);
      const laptop = await present(b, bruno, group);
      await arrived;
      expect(owner.channel.members.count).toBe(2);
      const removals = collect(owner.channel, 'pusher:member_removed');
      const missed = [phone, laptop].map(({ channel }) => [
        collect(channel, 'client-typing'),
        collect(channel, 'App\\Events\\Marker'),
      ]);
      const refused = Promise.all(
        [phone, laptop].map(({ channel }) => next(channel, 'pusher:subscription_error')),
      );
      const gone = next<{ id: string }>(owner.channel, 'pusher:member_removed');

      expect((await call('POST', bruno, `/group/${group.id}/leave`)).statusCode).toBe(200);
      expect(await refused).toEqual([
        expect.objectContaining(REMOVED),
        expect.objectContaining(REMOVED),
      ]);
      expect((await gone).id).toBe(String(bruno.user.id));
      expect(owner.channel.members.count).toBe(1);

      // Ana's client events and the server's events on the channel no longer reach him; a
      // marker sent after them on each of his sockets proves they would have by then.
      owner.channel.trigger('client-typing', {});
      await pusherServer(b.port, pusher).trigger(name, 'App\\Events\\Marker', {});
      await marked(phone.client, `marker-phone-${group.id}`);
      await marked(laptop.client, `marker-laptop-${group.id}`);
      expect(missed).toEqual([
        [[], []],
        [[], []],
      ]);
      expect(removals).toHaveLength(1);
    });

    it('after a leave: he cannot come back, neither through the auth endpoint nor with the old signature', async () => {
      const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
      const group = await groupOf(ana, bruno);
      const name = groupPresenceChannel(group.id);
      const { client, channel } = await present(a, bruno, group);
      // A signature for his socket, asked while he was a member and kept for later.
      const kept = await b.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: bearer(bruno),
        payload: { socket_id: client.connection.socket_id, channel_name: name },
      });
      expect(kept.statusCode).toBe(200);
      const refused = next(channel, 'pusher:subscription_error');
      expect((await call('POST', bruno, `/group/${group.id}/leave`)).statusCode).toBe(200);
      await refused;

      const replayed = next(channel, 'pusher:subscription_error');
      client.send_event('pusher:subscribe', { channel: name, ...kept.json<object>() });
      expect(await replayed).toMatchObject(REMOVED);

      client.unsubscribe(name);
      const again = client.subscribe(name);
      expect(await next(again, 'pusher:subscription_error')).toMatchObject({
        type: 'AuthError',
        status: 403,
      });
      const owner = await present(b, ana, group);
      expect(owner.channel.members.count).toBe(1);

      // Back in the group, he is present again on the same socket.
      expect((await call('POST', bruno, `/group/${group.id}/join`)).statusCode).toBe(200);
      client.unsubscribe(name);
      const back = client.subscribe(name);
      const welcomed = next<{ id: string }>(owner.channel, 'pusher:member_added');
      await next(back, 'pusher:subscription_succeeded');
      expect((await welcomed).id).toBe(String(bruno.user.id));
    });

    it('after a removal by an admin, and for everyone when the owner deletes the group', async () => {
      const [ana, bruno, carla] = await Promise.all([
        member('Ana'),
        member('Bruno'),
        member('Carla'),
      ]);
      const group = await groupOf(ana, bruno, carla);
      const owner = await present(b, ana, group);
      const removed = await present(a, bruno, group);
      const staying = await present(a, carla, group);
      const refused = next(removed.channel, 'pusher:subscription_error');
      const gone = next<{ id: string }>(owner.channel, 'pusher:member_removed');
      const carlaSaw = next<{ id: string }>(staying.channel, 'pusher:member_removed');
      expect(
        (await call('DELETE', ana, `/group/${group.id}/member/${bruno.user.id}`)).statusCode,
      ).toBe(200);
      expect(await refused).toMatchObject(REMOVED);
      expect((await gone).id).toBe(String(bruno.user.id));
      expect((await carlaSaw).id).toBe(String(bruno.user.id));

      const everyone = Promise.all(
        [owner, staying].map(({ channel }) => next(channel, 'pusher:subscription_error')),
      );
      expect(
        (
          await b.app.inject({
            method: 'DELETE',
            url: `/api/group/${group.id}`,
            headers: bearer(ana),
          })
        ).statusCode,
      ).toBe(200);
      expect(await everyone).toEqual([
        expect.objectContaining(REMOVED),
        expect.objectContaining(REMOVED),
      ]);
    });

    it('after the member deletes the account: the others hear they are gone', async () => {
      const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
      const group = await groupOf(ana, bruno);
      const owner = await present(b, ana, group);
      const removed = await present(a, bruno, group);
      const refused = next(removed.channel, 'pusher:subscription_error');
      const gone = next<{ id: string }>(owner.channel, 'pusher:member_removed');
      const erased = await b.app.inject({
        method: 'DELETE',
        url: `/api/user/${bruno.user.id}`,
        headers: bearer(bruno),
      });
      expect(erased.statusCode).toBe(200);
      // The account's tokens are revoked (decision 0004): 401, the session is over.
      expect(await refused).toMatchObject({ type: 'AuthError', status: 401 });
      expect((await gone).id).toBe(String(bruno.user.id));
    });

    it('a leave racing the member opening the chat ends with the member out, every round', async () => {
      const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
      const group = await groupOf(ana);
      const name = groupPresenceChannel(group.id);
      const sdk = pusherServer(b.port, pusher);
      const presentIds = async () => {
        const users = (await (await sdk.get({ path: `/channels/${name}/users` })).json()) as {
          users: Array<{ id: string }>;
        };
        return users.users.map((user) => user.id);
      };
      for (let round = 0; round < 20; round++) {
        expect((await call('POST', bruno, `/group/${group.id}/join`)).statusCode).toBe(200);
        // A page opening the chat: a fresh client (pusher-js keeps a channel the server
        // refused pending for good, so the same client could not ask again).
        const client = pusherClient(a.port, pusher.key, bruno.token);
        clients.push(client);
        await within(
          new Promise((resolve) => client.connection.bind('connected', resolve)),
          WAIT_MS,
          'the connection',
        );
        const channel = client.subscribe(name);
        const ended = next<{ error: string; status: number }>(
          channel,
          'pusher:subscription_error',
          `the end of round ${round}`,
        );
        // Started a little later each round, so the leave lands at each step of the opening:
        // before the auth request's check, between its check and its binding, after both.
        await new Promise((resolve) => setTimeout(resolve, round % 5));
        expect((await call('POST', bruno, `/group/${group.id}/leave`)).statusCode).toBe(200);
        expect(await ended).toMatchObject({ type: 'AuthError', status: 403 });
        // Whatever the order, the cluster's presence does not count him (it is updated as
        // his socket leaves, a moment after the error he heard).
        const deadline = Date.now() + 3000;
        while ((await presentIds()).includes(String(bruno.user.id))) {
          if (Date.now() > deadline) throw new Error(`round ${round}: still present`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        client.disconnect();
      }
    });
  });
});
