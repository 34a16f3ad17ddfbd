import type { AddressInfo } from 'node:net';
import type { ChatSummary, Message } from '@app/contract/activities';
import type { Paged } from '@app/contract/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { hostedActivity } from '../../test/story.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-chats-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-chats',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'c'.repeat(64),
};

/** The chat list, history paged backwards and read receipts, on each database. */
describe.each(backends)('chats on $name', (backend) => {
  const api = apiSuite(backend, { env: ENV });
  let port: number;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  const get = async <T>(session: Session, url: string) => {
    const response = await api.send(session, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const send = async (session: Session, path: string, text: string) => {
    const response = await api.send(session, 'POST', `${path}/message`, { message: text });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Message>();
  };

  it('lists my chats, the newest conversation first, with the last message and unread count', async () => {
    const first = await hostedActivity(api.app, 1, 'list-a');
    const second = await hostedActivity(api.app, 1, 'list-b');
    const guest = first.members[0]!;
    // The first plan's guest writes twice in its chat.
    await send(guest.session, `/match/${guest.matchId}`, 'Hola a todos');
    await send(guest.session, `/match/${guest.matchId}`, '¿A qué hora?');

    const hostChats = await get<Paged<ChatSummary>>(first.host, '/chat');
    expect(hostChats.total).toBe(1);
    expect(hostChats.data[0]).toMatchObject({
      role: 'host',
      match: null,
      unread: 2,
      activity: { id: first.activity.id },
      last_message: { message: '¿A qué hora?', read_by: 0 },
    });

    // A member's list holds exactly the chats they are in: the guest's own messages are read.
    const guestChats = await get<Paged<ChatSummary>>(guest.session, '/chat');
    expect(guestChats.data.map((chat) => [chat.activity.id, chat.role, chat.match])).toEqual([
      [first.activity.id, 'member', guest.matchId],
    ]);
    expect(guestChats.data[0]!.unread).toBe(0);

    // A newer message moves a chat to the top.
    const other = second.members[0]!;
    await send(second.host, `/activity/${second.activity.id}`, 'Bienvenida');
    const before = await get<Paged<ChatSummary>>(other.session, '/chat');
    expect(before.data[0]!.activity.id).toBe(second.activity.id);
    expect(before.data[0]!.unread).toBe(1);
  });

  it('pages the history backwards from the newest, without repeats or gaps', async () => {
    const { host, activity } = await hostedActivity(api.app, 1, 'history');
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(host, `/activity/${activity.id}`, `m${i}`));
    const base = `/activity/${activity.id}/message?order=desc&pageSize=3`;
    const newest = await get<Paged<Message>>(host, base);
    expect(newest.data.map((m) => m.message)).toEqual(['m7', 'm6', 'm5']);
    expect(newest.total).toBe(7);
    // Another message arrives; paging on from the oldest seen is unaffected by it.
    await send(host, `/activity/${activity.id}`, 'm8');
    const older = await get<Paged<Message>>(host, `${base}&before=${newest.data[2]!.id}`);
    expect(older.data.map((m) => m.message)).toEqual(['m4', 'm3', 'm2']);
    expect(older.total).toBe(4);
    const oldest = await get<Paged<Message>>(host, `${base}&before=${older.data[2]!.id}`);
    expect(oldest.data.map((m) => m.message)).toEqual(['m1']);
    // `after` still catches up in send order, and an unknown anchor limits nothing.
    const after = await get<Paged<Message>>(
      host,
      `/activity/${activity.id}/message?after=${sent[5]!.id}`,
    );
    expect(after.data.map((m) => m.message)).toEqual(['m7', 'm8']);
    const all = await get<Paged<Message>>(
      host,
      `/activity/${activity.id}/message?before=999999999`,
    );
    expect(all.total).toBe(8);
    const bad = await api.send(host, 'GET', `/activity/${activity.id}/message?order=sideways`);
    expect(bad.statusCode).toBe(422);
  });

  it('counts who read a message, and tells each author only of their own messages', async () => {
    const { host, activity, members } = await hostedActivity(api.app, 2, 'receipts');
    const [ana, bruno] = members as [(typeof members)[0], (typeof members)[0]];
    const fromHost = await send(host, `/activity/${activity.id}`, 'Os espero en la entrada');
    const fromAna = await send(ana.session, `/match/${ana.matchId}`, 'Voy para allá');

    const anaEcho = echoClient(port, KEY, ana.session.token);
    closers.push(anaEcho.close);
    const received: Array<{ ids: number[] }> = [];
    const channel = anaEcho.echo.private(`activity-message-read.${ana.session.wstoken}`);
    channel.listen('Message', (data: { ids: number[] }) => received.push(data));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');

    // Bruno reads both: Ana hears only of hers (the host's message is still unread by her).
    const read = await api.send(bruno.session, 'POST', `/activity/${activity.id}/message/readed`, {
      data: JSON.stringify([fromHost.id, fromAna.id]),
    });
    expect(read.json()).toEqual({ ids: [fromHost.id, fromAna.id].sort((a, b) => a - b) });
    await within(
      (async () => {
        while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      5000,
      'the read receipt',
    );
    expect(received).toEqual([{ ids: [fromAna.id] }]);

    const history = await get<Paged<Message>>(host, `/activity/${activity.id}/message`);
    expect(history.data.map((m) => [m.message, m.read_by])).toEqual([
      ['Os espero en la entrada', 1],
      ['Voy para allá', 1],
    ]);
    // Ana still has the host's message to read.
    const anaUnread = await get<Message[]>(ana.session, '/notification/message');
    expect(anaUnread.map((m) => m.id)).toEqual([fromHost.id]);
  });
});
