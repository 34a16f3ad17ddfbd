import type {
  Conversation,
  ConversationMessage,
  ConversationReadEvent,
} from '@app/contract/conversations';
import type { NotificationItem } from '@app/contract/notification-centre';
import type { Paged } from '@app/contract/paging';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-conversations-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-conversations',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'c'.repeat(64),
};

describe.each(backends)('private conversations on $name', (backend) => {
  const api = apiSuite(backend, { env: ENV, emails: 'conversa' });
  let port: number;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  const open = (session: Session, who: Session) =>
    api.send(session, 'POST', `/user/${who.user.id}/conversation`);
  const send = (session: Session, id: number, message: string, client_id?: string) =>
    api.send(session, 'POST', `/conversation/${id}/message`, { message, client_id });
  const messagesOf = async (session: Session, id: number, query = '&pageSize=100') =>
    (await api.send(session, 'GET', `/conversation/${id}/message?${query}`)).json<
      Paged<ConversationMessage>
    >();

  it('opens between friends only, once a pair even when both open it at once', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const refused = await open(ana, bruno);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/amigos/);
    expect((await open(ana, ana)).statusCode).toBe(422);
    expect((await api.send(ana, 'POST', '/user/999999/conversation')).statusCode).toBe(404);

    await befriend(api.app, ana, bruno);
    const [one, two] = await Promise.all([open(ana, bruno), open(bruno, ana)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const mine = one.json<Conversation>();
    expect(two.json<Conversation>().id).toBe(mine.id);
    expect(mine).toMatchObject({ kind: 'private', members: 2, unread: 0, last_message: null });
    expect(mine.user?.firstname).toBe('Bruno');
    expect(two.json<Conversation>().user?.firstname).toBe('Ana');

    // Someone outside it neither reads nor writes it.
    expect((await api.send(carla, 'GET', `/conversation/${mine.id}/message`)).statusCode).toBe(403);
    expect((await send(carla, mine.id, 'Hola')).statusCode).toBe(403);
  });

  it('stores a retried send once, numbers sends, catches up with after, and reads live', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await befriend(api.app, ana, bruno);
    const { id } = (await open(ana, bruno)).json<Conversation>();

    const live = echoClient(port, KEY, bruno.token);
    closers.push(live.close);
    const heard: ConversationMessage[] = [];
    const channel = live.echo.private(`conversation-message-new.${bruno.wstoken}`);
    channel.listen('Message', (message: ConversationMessage) => heard.push(message));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');

    const first = (await send(ana, id, '¿Pádel el sábado?', 'c-1')).json<ConversationMessage>();
    const retried = await send(ana, id, '¿Pádel el sábado?', 'c-1');
    expect(retried.json<ConversationMessage>().id).toBe(first.id);
    const second = (await send(bruno, id, '¡Claro!', 'c-1')).json<ConversationMessage>();
    const third = (await send(ana, id, 'A las diez')).json<ConversationMessage>();
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);

    await within(
      (async () => {
        while (heard.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      5000,
      'live messages',
    );
    expect(heard.map((message) => message.id)).toEqual([first.id, third.id]);
    expect(heard[0]).toMatchObject({ conversationId: id, readed: false });

    const all = await messagesOf(bruno, id);
    expect(all.total).toBe(3);
    const after = await messagesOf(bruno, id, `&after=${first.id}`);
    expect(after.data.map((message) => message.id)).toEqual([second.id, third.id]);
    const newest = await messagesOf(bruno, id, '&order=desc&pageSize=1');
    expect(newest.data[0]!.id).toBe(third.id);

    // Bruno answered after Ana's first message: his cursor passed it; the third is unread.
    const list = (await api.send(bruno, 'GET', '/conversations')).json<Paged<Conversation>>();
    expect(list.data[0]).toMatchObject({ id, unread: 1 });
    expect(list.data[0]!.last_message?.id).toBe(third.id);
    expect((await api.send(bruno, 'GET', '/conversations/unread')).json()).toEqual({ count: 1 });
  });

  it('reads up to a message: receipts for the author, the notice settled, never backwards', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await befriend(api.app, ana, bruno);
    const { id } = (await open(ana, bruno)).json<Conversation>();

    const live = echoClient(port, KEY, ana.token);
    closers.push(live.close);
    const receipts: ConversationReadEvent[] = [];
    const channel = live.echo.private(`conversation-read.${ana.wstoken}`);
    channel.listen('Message', (event: ConversationReadEvent) => receipts.push(event));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');

    const sent: ConversationMessage[] = [];
    for (const text of ['Uno', 'Dos', 'Tres']) {
      sent.push((await send(ana, id, text)).json<ConversationMessage>());
    }
    // The three gather in one notice for Bruno.
    const notices = (await api.send(bruno, 'GET', '/notifications')).json<
      Paged<NotificationItem>
    >();
    const notice = notices.data.find((item) => item.kind === 'conversation_message');
    expect(notice).toMatchObject({ count: 3, text: 'Tres', read: false, conversation: { id } });

    const read = await api.send(bruno, 'POST', `/conversation/${id}/read`, {
      message_id: sent[1]!.id,
    });
    expect(read.json()).toEqual({ read_seq: 2 });
    // Reading an older one moves nothing back.
    const older = await api.send(bruno, 'POST', `/conversation/${id}/read`, {
      message_id: sent[0]!.id,
    });
    expect(older.json()).toEqual({ read_seq: 2 });
    await within(
      (async () => {
        while (receipts.length < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      5000,
      'read receipt',
    );
    expect(receipts).toEqual([{ conversation_id: id, user_id: bruno.user.id, seq: 2 }]);

    const seenByAna = await messagesOf(ana, id);
    expect(seenByAna.data.map((message) => message.read_by)).toEqual([1, 1, 0]);
    const seenByBruno = await messagesOf(bruno, id);
    expect(seenByBruno.data.map((message) => message.readed)).toEqual([true, true, false]);
    const after = (await api.send(bruno, 'GET', '/notifications')).json<Paged<NotificationItem>>();
    expect(after.data.find((item) => item.kind === 'conversation_message')?.read).toBe(true);

    // A message of another conversation is not this one's to read.
    expect(
      (await api.send(bruno, 'POST', `/conversation/${id}/read`, { message_id: 999999 }))
        .statusCode,
    ).toBe(404);
  });

  it("deletes one's own messages only, and the other hears it", async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await befriend(api.app, ana, bruno);
    const { id } = (await open(ana, bruno)).json<Conversation>();
    const mine = (await send(ana, id, 'Me equivoqué')).json<ConversationMessage>();
    expect(
      (await api.send(bruno, 'DELETE', `/conversation/${id}/message/${mine.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await api.send(ana, 'DELETE', `/conversation/${id}/message/${mine.id}`)).statusCode,
    ).toBe(200);
    expect((await messagesOf(bruno, id)).total).toBe(0);
    // Its notice went with it: nothing unread remains.
    expect((await api.send(bruno, 'GET', '/notifications/unread')).json()).toEqual({ count: 0 });
  });

  it('opens from a wish and its answer, and a block deletes the conversation for good', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const wish = await api.send(ana, 'POST', '/wish', {
      text: 'Alguien para correr',
      window: 'today',
      lat: 40.42,
      lon: -3.7,
    });
    expect(wish.statusCode, wish.body).toBe(200);
    const wishId = wish.json<{ id: number }>().id;
    expect((await open(bruno, ana)).statusCode).toBe(403);
    expect((await api.send(bruno, 'POST', `/wish/${wishId}/answer`)).statusCode).toBe(200);
    const opened = await open(bruno, ana);
    expect(opened.statusCode, opened.body).toBe(200);
    const { id } = opened.json<Conversation>();
    await send(bruno, id, '¡Yo corro!');

    expect((await api.send(ana, 'POST', `/user/${bruno.user.id}/block`)).statusCode).toBe(200);
    expect((await api.send(bruno, 'GET', `/conversation/${id}/message`)).statusCode).toBe(404);
    expect((await open(bruno, ana)).statusCode).toBe(404);
    expect((await api.send(bruno, 'GET', '/conversations')).json<Paged<Conversation>>().total).toBe(
      0,
    );
    // Unblocking restores nothing: the answer that allowed it went with the block.
    expect((await api.send(ana, 'DELETE', `/user/${bruno.user.id}/block`)).statusCode).toBe(200);
    expect((await open(bruno, ana)).statusCode).toBe(403);
  });
});
