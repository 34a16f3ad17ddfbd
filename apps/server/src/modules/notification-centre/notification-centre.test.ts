import type { Activity, Message, Petition } from '@app/contract/activities';
import type {
  NotificationEvent,
  NotificationItem,
  UnreadNotifications,
} from '@app/contract/notification-centre';
import type { Paged } from '@app/contract/paging';
import type { Wish } from '@app/contract/wishes';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postForm, referenceIds, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';

const KEY = 'antojo-centre-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-centre',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'n'.repeat(64),
};

describe.each(backends)('the notifications centre on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  let ask: ReturnType<typeof plans>['ask'];
  let host: (session: Session) => Promise<Activity>;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database, ENV));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    ref = await referenceIds(app);
    const made = plans(app, ref);
    ask = made.ask;
    host = (session) => made.host(session, { description: 'Vermú en Lavapiés' });
  });
  afterAll(async () => {
    closers.forEach((disconnect) => disconnect());
    await close();
    await database.dispose();
  });

  let accounts = 0;
  const member = (firstname: string) =>
    signUp(app, `centro-${++accounts}@example.com`, { firstname });
  const call = (method: 'GET' | 'POST', session: Session, url: string) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(session) });
  const feed = async (session: Session) =>
    (await call('GET', session, '/notifications?pageSize=50')).json<Paged<NotificationItem>>().data;
  const unread = async (session: Session) =>
    (await call('GET', session, '/notifications/unread')).json<UnreadNotifications>().count;

  it('tells the host of a request and the asker of the answer, once, with who and which plan', async () => {
    const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
    const plan = await host(ana);
    const petition = (await ask(bruno, plan)).json<Petition>();
    // A request refused (asked twice) leaves no notice behind.
    expect((await ask(bruno, plan)).statusCode).toBe(409);
    expect(await unread(ana)).toBe(1);
    expect(await feed(ana)).toEqual([
      expect.objectContaining({
        kind: 'request',
        actor: { id: bruno.user.id, firstname: 'Bruno', avatarUpdatedAt: null },
        activity: { id: plan.id, description: 'Vermú en Lavapiés' },
        read: false,
        count: 1,
      }),
    ]);
    await postForm(app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    expect((await feed(bruno)).map((item) => [item.kind, item.actor?.firstname])).toEqual([
      ['accepted', 'Ana'],
    ]);
    // Answered, the request's notice has been seen to; so has one withdrawn.
    expect(await unread(ana)).toBe(0);
    const carla = await member('Carla');
    const asked = (await ask(carla, plan)).json<Petition>();
    expect(await unread(ana)).toBe(1);
    await app.inject({
      method: 'DELETE',
      url: `/api/petition/${asked.id}`,
      headers: bearer(carla),
    });
    expect(await unread(ana)).toBe(0);
  });

  it("gathers a chat's unread messages in one notice, which reading the chat reads", async () => {
    const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
    const plan = await host(ana);
    const petition = (await ask(bruno, plan)).json<Petition>();
    await postForm(app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    const sent: Message[] = [];
    for (const text of ['Hola', '¿Qué tal?', 'Llego a las ocho']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/activity/${plan.id}/message`,
        headers: bearer(ana),
        payload: { message: text },
      });
      sent.push(response.json<Message>());
    }
    const chat = (await feed(bruno)).filter((item) => item.kind === 'message');
    expect(chat).toEqual([
      expect.objectContaining({ count: 3, text: 'Llego a las ocho', read: false }),
    ]);
    const before = await unread(bruno);
    await postForm(
      app,
      `/api/activity/${plan.id}/message/readed`,
      { data: JSON.stringify(sent.map((message) => message.id)) },
      bruno.token,
    );
    expect(await unread(bruno)).toBe(before - 1);
    await app.inject({
      method: 'POST',
      url: `/api/activity/${plan.id}/message`,
      headers: bearer(ana),
      payload: { message: 'Ya estoy aquí' },
    });
    const after = (await feed(bruno)).filter((item) => item.kind === 'message');
    expect(after.map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it("takes a deleted message's words out of the chat notice, and the notice when none is left", async () => {
    const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
    const plan = await host(ana);
    const petition = (await ask(bruno, plan)).json<Petition>();
    await postForm(app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    const write = async (text: string) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/activity/${plan.id}/message`,
          headers: bearer(ana),
          payload: { message: text },
        })
      ).json<Message>();
    const erase = (message: Message) =>
      app.inject({
        method: 'DELETE',
        url: `/api/activity/${plan.id}/message/${message.id}`,
        headers: bearer(ana),
      });
    const chat = async () => (await feed(bruno)).filter((item) => item.kind === 'message');
    const before = await unread(bruno);
    const first = await write('Quedamos a las 8');
    const second = await write('Mi número es 600 000 000');
    expect((await erase(second)).statusCode).toBe(200);
    expect(await chat()).toEqual([expect.objectContaining({ count: 1, text: null })]);
    expect((await erase(first)).statusCode).toBe(200);
    expect(await chat()).toEqual([]);
    expect(await unread(bruno)).toBe(before);
  });

  it('tells of friend requests, friendships, invitations and wish answers', async () => {
    const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
    await call('POST', ana, `/user/${bruno.user.id}/friend`);
    await call('POST', bruno, `/user/${ana.user.id}/friend`);
    const plan = await host(ana);
    await postForm(
      app,
      `/api/activity/${plan.id}/invite`,
      { user_ids: JSON.stringify([bruno.user.id]) },
      ana.token,
    );
    await call('POST', bruno, `/activity/${plan.id}/invitation`);
    const wish = (
      await postForm(
        app,
        '/api/wish',
        { text: '¿Un café?', window: 'today', lat: '40.4', lon: '-3.7' },
        ana.token,
      )
    ).json<Wish>();
    await call('POST', bruno, `/wish/${wish.id}/answer`);
    expect((await feed(bruno)).map((item) => [item.kind, item.read])).toEqual([
      ['invitation', true],
      ['friend_request', true],
    ]);
    expect((await feed(ana)).map((item) => [item.kind, item.text])).toEqual([
      ['wish_answer', '¿Un café?'],
      ['invitation_accepted', null],
      ['friend_accepted', null],
    ]);
  });

  it('drops a blocked pair’s notices to each other, and writes none of a shared chat', async () => {
    const [ana, bruno, carla] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
    ]);
    // Carla's plan has both of them; Bruno asked Ana to be friends.
    const plan = await host(carla);
    for (const guest of [ana, bruno]) {
      const petition = (await ask(guest, plan)).json<Petition>();
      await postForm(app, `/api/petition/${petition.id}`, { acepted: '1' }, carla.token);
    }
    await call('POST', bruno, `/user/${ana.user.id}/friend`);
    expect((await feed(ana)).map((item) => item.kind)).toContain('friend_request');

    expect((await call('POST', ana, `/user/${bruno.user.id}/block`)).statusCode).toBe(200);
    expect((await feed(ana)).filter((item) => item.actor?.id === bruno.user.id)).toEqual([]);
    const before = await unread(ana);
    await app.inject({
      method: 'POST',
      url: `/api/activity/${plan.id}/message`,
      headers: bearer(carla),
      payload: { message: 'Hola a los dos' },
    });
    // Bruno writes in the plan they share: Carla is told, Ana is not.
    const matches = await app.inject({
      url: `/api/activity/${plan.id}/membership`,
      headers: bearer(bruno),
    });
    const { match } = matches.json<{ match: number }>();
    await app.inject({
      method: 'POST',
      url: `/api/match/${match}/message`,
      headers: bearer(bruno),
      payload: { message: '¿Quién trae las bolas?' },
    });
    expect(await unread(ana)).toBe(before + 1);
    expect((await feed(ana)).find((item) => item.kind === 'message')?.actor?.id).toBe(
      carla.user.id,
    );
    expect((await feed(carla)).find((item) => item.kind === 'message')?.actor?.id).toBe(
      bruno.user.id,
    );
  });

  it('marks some (one’s own only) or all read, and says the count live', async () => {
    const [ana, bruno, carla] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
    ]);
    const live = echoClient(port, KEY, ana.token);
    closers.push(live.close);
    const heard: NotificationEvent[] = [];
    const channel = live.echo.private(`notification.${ana.wstoken}`);
    channel.listen('Message', (event: NotificationEvent) => heard.push(event));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');
    const until = (count: number) =>
      within(
        (async () => {
          while (heard.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        5000,
        `${count} events`,
      );

    await call('POST', bruno, `/user/${ana.user.id}/friend`);
    await call('POST', carla, `/user/${ana.user.id}/friend`);
    await until(2);
    expect(heard).toEqual([
      { kind: 'friend_request', unread: 1 },
      { kind: 'friend_request', unread: 2 },
    ]);
    const [latest, first] = await feed(ana);
    const brunos = await call('POST', bruno, '/notifications/read-all');
    expect(brunos.json()).toEqual({ count: 0 });
    // Someone else's ids change nothing.
    const foreign = await postForm(
      app,
      '/api/notifications/read',
      { data: JSON.stringify([latest!.id]) },
      bruno.token,
    );
    expect(foreign.json()).toEqual({ count: 0 });
    expect(await unread(ana)).toBe(2);
    const one = await postForm(
      app,
      '/api/notifications/read',
      { data: JSON.stringify([first!.id]) },
      ana.token,
    );
    expect(one.json()).toEqual({ count: 1 });
    expect((await call('POST', ana, '/notifications/read-all')).json()).toEqual({ count: 0 });
    await until(4);
    expect(heard.slice(2)).toEqual([
      { kind: null, unread: 1 },
      { kind: null, unread: 0 },
    ]);
    expect((await feed(ana)).every((item) => item.read)).toBe(true);
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});
