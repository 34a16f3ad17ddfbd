import type { Activity, Message, Petition } from '@app/contract/activities';
import type {
  NotificationEvent,
  NotificationItem,
  UnreadNotifications,
} from '@app/contract/notification-centre';
import type { Paged } from '@app/contract/paging';
import type { Wish } from '@app/contract/wishes';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-centre-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-centre',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'n'.repeat(64),
};

describe.each(backends)('the notifications centre on $name', (backend) => {
  const api = apiSuite(backend, { env: ENV, emails: 'centro' });
  let port: number;
  let ask: ReturnType<typeof plans>['ask'];
  let host: (session: Session) => Promise<Activity>;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
    const made = plans(api.app, api.ref);
    ask = made.ask;
    host = (session) => made.host(session, { description: 'Vermú en Lavapiés' });
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  const feed = async (session: Session) =>
    (await api.send(session, 'GET', '/notifications?pageSize=50')).json<Paged<NotificationItem>>()
      .data;
  const unread = async (session: Session) =>
    (await api.send(session, 'GET', '/notifications/unread')).json<UnreadNotifications>().count;

  it('tells the host of a request and the asker of the answer, once, with who and which plan', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
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
    await postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    expect((await feed(bruno)).map((item) => [item.kind, item.actor?.firstname])).toEqual([
      ['accepted', 'Ana'],
    ]);
    // Answered, the request's notice has been seen to; so has one withdrawn.
    expect(await unread(ana)).toBe(0);
    const carla = await api.member('Carla');
    const asked = (await ask(carla, plan)).json<Petition>();
    expect(await unread(ana)).toBe(1);
    await api.send(carla, 'DELETE', `/petition/${asked.id}`);
    expect(await unread(ana)).toBe(0);
  });

  it("gathers a chat's unread messages in one notice, which reading the chat reads", async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const plan = await host(ana);
    const petition = (await ask(bruno, plan)).json<Petition>();
    await postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    const sent: Message[] = [];
    for (const text of ['Hola', '¿Qué tal?', 'Llego a las ocho']) {
      const response = await api.send(ana, 'POST', `/activity/${plan.id}/message`, {
        message: text,
      });
      sent.push(response.json<Message>());
    }
    const chat = (await feed(bruno)).filter((item) => item.kind === 'message');
    expect(chat).toEqual([
      expect.objectContaining({ count: 3, text: 'Llego a las ocho', read: false }),
    ]);
    const before = await unread(bruno);
    await postForm(
      api.app,
      `/api/activity/${plan.id}/message/readed`,
      { data: JSON.stringify(sent.map((message) => message.id)) },
      bruno.token,
    );
    expect(await unread(bruno)).toBe(before - 1);
    await api.send(ana, 'POST', `/activity/${plan.id}/message`, { message: 'Ya estoy aquí' });
    const after = (await feed(bruno)).filter((item) => item.kind === 'message');
    expect(after.map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it("takes a deleted message's words out of the chat notice, and the notice when none is left", async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const plan = await host(ana);
    const petition = (await ask(bruno, plan)).json<Petition>();
    await postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    const write = async (text: string) =>
      (
        await api.send(ana, 'POST', `/activity/${plan.id}/message`, { message: text })
      ).json<Message>();
    const erase = (message: Message) =>
      api.send(ana, 'DELETE', `/activity/${plan.id}/message/${message.id}`);
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
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await api.send(ana, 'POST', `/user/${bruno.user.id}/friend`);
    await api.send(bruno, 'POST', `/user/${ana.user.id}/friend`);
    const plan = await host(ana);
    await postForm(
      api.app,
      `/api/activity/${plan.id}/invite`,
      { user_ids: JSON.stringify([bruno.user.id]) },
      ana.token,
    );
    await api.send(bruno, 'POST', `/activity/${plan.id}/invitation`);
    const wish = (
      await postForm(
        api.app,
        '/api/wish',
        { text: '¿Un café?', window: 'today', lat: '40.4', lon: '-3.7' },
        ana.token,
      )
    ).json<Wish>();
    await api.send(bruno, 'POST', `/wish/${wish.id}/answer`);
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
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    // Carla's plan has both of them; Bruno asked Ana to be friends.
    const plan = await host(carla);
    for (const guest of [ana, bruno]) {
      const petition = (await ask(guest, plan)).json<Petition>();
      await postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, carla.token);
    }
    await api.send(bruno, 'POST', `/user/${ana.user.id}/friend`);
    expect((await feed(ana)).map((item) => item.kind)).toContain('friend_request');

    expect((await api.send(ana, 'POST', `/user/${bruno.user.id}/block`)).statusCode).toBe(200);
    expect((await feed(ana)).filter((item) => item.actor?.id === bruno.user.id)).toEqual([]);
    const before = await unread(ana);
    await api.send(carla, 'POST', `/activity/${plan.id}/message`, { message: 'Hola a los dos' });
    // Bruno writes in the plan they share: Carla is told, Ana is not.
    const matches = await api.send(bruno, 'GET', `/activity/${plan.id}/membership`);
    const { match } = matches.json<{ match: number }>();
    await api.send(bruno, 'POST', `/match/${match}/message`, { message: '¿Quién trae las bolas?' });
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
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
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

    await api.send(bruno, 'POST', `/user/${ana.user.id}/friend`);
    await api.send(carla, 'POST', `/user/${ana.user.id}/friend`);
    await until(2);
    expect(heard).toEqual([
      { kind: 'friend_request', unread: 1 },
      { kind: 'friend_request', unread: 2 },
    ]);
    const [latest, first] = await feed(ana);
    const brunos = await api.send(bruno, 'POST', '/notifications/read-all');
    expect(brunos.json()).toEqual({ count: 0 });
    // Someone else's ids change nothing.
    const foreign = await postForm(
      api.app,
      '/api/notifications/read',
      { data: JSON.stringify([latest!.id]) },
      bruno.token,
    );
    expect(foreign.json()).toEqual({ count: 0 });
    expect(await unread(ana)).toBe(2);
    const one = await postForm(
      api.app,
      '/api/notifications/read',
      { data: JSON.stringify([first!.id]) },
      ana.token,
    );
    expect(one.json()).toEqual({ count: 1 });
    expect((await api.send(ana, 'POST', '/notifications/read-all')).json()).toEqual({ count: 0 });
    await until(4);
    expect(heard.slice(2)).toEqual([
      { kind: null, unread: 1 },
      { kind: null, unread: 0 },
    ]);
    expect((await feed(ana)).every((item) => item.read)).toBe(true);
    expect((await api.send(null, 'GET', '/notifications')).statusCode).toBe(401);
  });
});
