import type { AddressInfo } from 'node:net';
import type { Activity, Message, Petition } from '@app/contract/activities';
import type { OwnUser } from '@app/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-story-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-story',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 's'.repeat(64),
};
const modes = [
  { name: 'in-process', env: {} as Record<string, string> },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];
const cases = backends.flatMap((backend) =>
  modes.map((mode) => ({ backend, mode, name: `${backend.name}, ${mode.name}` })),
);

/** Collects what one Echo channel receives, and lets a test wait for the next one. */
function inbox<T>(echo: ReturnType<typeof echoClient>['echo'], channel: string) {
  const received: T[] = [];
  const waiters: Array<(value: T) => void> = [];
  const subscription = echo.private(channel);
  subscription.listen('Message', (data: T) => {
    received.push(data);
    waiters.shift()?.(data);
  });
  return {
    received,
    ready: within(
      new Promise((resolve) => subscription.subscribed(resolve)),
      5000,
      `subscription to ${channel}`,
    ),
    next: (what: string) => within(new Promise<T>((resolve) => waiters.push(resolve)), 5000, what),
  };
}

describe.each(cases)('the whole story on $name', ({ backend, mode }) => {
  const api = apiSuite(backend, { env: { ...ENV, ...mode.env }, emails: 'historia' });
  let port: number;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  it('hosts, finds, petitions, accepts, chats, reads and deletes, live', async () => {
    const { ref } = api;
    const optionOf = (code: string, tag: string) => ref.optionTagged(code, tag);
    const host = await api.member('Hortensia');
    const guest = await api.member('Gonzalo');
    const counters = async (session: Session) => {
      const me = (await api.send(session, 'GET', `/user/${session.user.id}`)).json<OwnUser>();
      return [me.matchesCount, me.messagesCount];
    };

    // Both apps are connected, each on its own channels.
    const hostEcho = echoClient(port, KEY, host.token);
    const guestEcho = echoClient(port, KEY, guest.token);
    closers.push(hostEcho.close, guestEcho.close);
    const hostPetitions = inbox<Petition>(
      hostEcho.echo,
      `petition-petitions_types-match-me.${host.wstoken}`,
    );
    const hostNew = inbox<Message>(hostEcho.echo, `activity-message-new.${host.wstoken}`);
    const hostRead = inbox<{ ids: number[] }>(
      hostEcho.echo,
      `activity-message-read.${host.wstoken}`,
    );
    const hostDeleted = inbox<Message>(hostEcho.echo, `activity-message-delete.${host.wstoken}`);
    const guestAnswers = inbox<Petition>(
      guestEcho.echo,
      `petition-petitions_types-match-from.${guest.wstoken}`,
    );
    const guestNew = inbox<Message>(guestEcho.echo, `activity-message-new.${guest.wstoken}`);
    const guestRead = inbox<{ ids: number[] }>(
      guestEcho.echo,
      `activity-message-read.${guest.wstoken}`,
    );
    await Promise.all(
      [hostPetitions, hostNew, hostRead, hostDeleted, guestAnswers, guestNew, guestRead].map(
        (box) => box.ready,
      ),
    );

    // The host creates a padel match in Madrid, two days from now, for two people.
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const created = await api.send(host, 'POST', '/activity', {
      type: optionOf('activity_types', 'activity_types-sport'),
      discipline: optionOf('disciplines', 'disciplines-padel'),
      level: optionOf('levels', 'levels-intermedio'),
      city: ref.city('Madrid'),
      location: JSON.stringify({ lat: 40.4531, lon: -3.6883, address: 'Club de pádel Chamartín' }),
      description: 'Partido de pádel, nivel intermedio. Traigo bolas.',
      start_at: start.toISOString(),
      duration: '01:30',
      participants: 2,
    });
    expect(created.statusCode).toBe(200);
    const activity = created.json<Activity>();
    expect(activity).toMatchObject({
      participants: 2,
      matchedCount: 0,
      duration: '01:30',
      status: 'open',
    });
    expect(activity.start_at).toMatch(/\+0[12]:00$/);
    expect(Date.parse(activity.start_at)).toBe(start.getTime());

    // The guest finds it by distance and discipline.
    const filter = encodeURIComponent(
      JSON.stringify({
        near: { lat: 40.4168, lon: -3.7038, km: 10 },
        discipline: optionOf('disciplines', 'disciplines-padel'),
      }),
    );
    const found = (await api.send(guest, 'GET', `/activity?filter=${filter}`)).json<{
      data: Activity[];
    }>();
    expect(found.data.map((item) => item.id)).toContain(activity.id);
    const far = encodeURIComponent(JSON.stringify({ near: { lat: 41.39, lon: 2.17, km: 10 } }));
    expect(
      (await api.send(guest, 'GET', `/activity?filter=${far}`)).json<{ data: Activity[] }>().data,
    ).toHaveLength(0);

    // The guest asks to join; the host's app hears of it.
    const petitionArrives = hostPetitions.next('the petition on match-me');
    const sent = await api.send(guest, 'POST', '/petition', {
      petition_type_option_id: optionOf('petitions_types', 'petitions_types-match'),
      to_user_id: host.user.id,
      activity: activity.id,
    });
    expect(sent.statusCode).toBe(200);
    const petition = sent.json<Petition>();
    expect(await petitionArrives).toMatchObject({
      id: petition.id,
      readed: false,
      acepted: false,
      from_user: { id: guest.user.id },
    });
    expect(await counters(host)).toEqual([1, 0]);
    const toMe = (await api.send(host, 'GET', '/petition?by=to_me')).json<{ data: Petition[] }>();
    expect(toMe.data.map((item) => item.id)).toEqual([petition.id]);

    // The host accepts; the guest's app hears the answer.
    const answerArrives = guestAnswers.next('the answer on match-from');
    const accepted = await api.send(host, 'POST', `/petition/${petition.id}`, {
      readed: 1,
      acepted: 1,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await answerArrives).toMatchObject({
      id: petition.id,
      readed: true,
      acepted: true,
      refused: false,
    });
    expect(await counters(host)).toEqual([0, 0]);
    expect(
      (await api.send(guest, 'GET', `/activity/${activity.id}`)).json<Activity>(),
    ).toMatchObject({ matchedCount: 1 });
    const joined = (await api.send(guest, 'GET', '/activity?type=match')).json<{
      data: Activity[];
    }>();
    expect(joined.data.map((item) => item.id)).toEqual([activity.id]);
    expect((await api.send(guest, 'GET', `/match/${petition.id}`)).json()).toMatchObject({
      activity: { id: activity.id },
      user: { id: guest.user.id },
    });

    // They chat: the guest through the match, the host through the activity.
    const toHost = hostNew.next('the guest message');
    const guestSays = await api.send(guest, 'POST', `/match/${petition.id}/message`, {
      message: '¡Hola! Llevo raqueta de sobra.',
      client_id: 'g-1',
    });
    expect(guestSays.statusCode).toBe(200);
    const first = guestSays.json<Message>();
    expect(await toHost).toMatchObject({
      id: first.id,
      message: '¡Hola! Llevo raqueta de sobra.',
      userId: guest.user.id,
      readed: false,
    });
    expect(await counters(host)).toEqual([0, 1]);

    const toGuest = guestNew.next('the host reply');
    const hostSays = await api.send(host, 'POST', `/activity/${activity.id}/message`, {
      message: 'Perfecto, nos vemos allí.',
      client_id: 'h-1',
    });
    const second = hostSays.json<Message>();
    expect(await toGuest).toMatchObject({ id: second.id, userId: host.user.id });
    expect(second.seq).toBe(first.seq + 1);
    expect(await counters(guest)).toEqual([0, 1]);

    // A retried send stores nothing new and announces nothing new.
    const retry = await api.send(guest, 'POST', `/match/${petition.id}/message`, {
      message: '¡Hola! Llevo raqueta de sobra.',
      client_id: 'g-1',
    });
    expect(retry.json<Message>().id).toBe(first.id);
    const all = (await api.send(host, 'GET', `/activity/${activity.id}/message`)).json<{
      data: Message[];
      total: number;
    }>();
    expect(all.total).toBe(2);
    expect(all.data.map((item) => item.id)).toEqual([first.id, second.id]);
    const after = (
      await api.send(guest, 'GET', `/match/${petition.id}/message?after=${first.id}`)
    ).json<{ data: Message[] }>();
    expect(after.data.map((item) => item.id)).toEqual([second.id]);

    // The host reads the guest's message: the host's devices and the author hear it.
    const hostHearsRead = hostRead.next('read on the reader channel');
    const guestHearsRead = guestRead.next('read receipt');
    const read = await api.send(host, 'POST', `/activity/${activity.id}/message/readed`, {
      data: JSON.stringify([first.id, second.id]),
    });
    expect(read.json()).toEqual({ ids: [first.id] });
    expect(await hostHearsRead).toEqual({ ids: [first.id] });
    expect(await guestHearsRead).toEqual({ ids: [first.id] });
    expect(await counters(host)).toEqual([0, 0]);
    const unread = (await api.send(guest, 'GET', '/notification/message')).json<Message[]>();
    expect(unread.map((item) => item.id)).toEqual([second.id]);

    // The guest deletes their message: the host hears it.
    const deleted = hostDeleted.next('the delete');
    expect(
      (await api.send(guest, 'DELETE', `/activity/${activity.id}/message/${first.id}`)).statusCode,
    ).toBe(200);
    expect(await deleted).toMatchObject({ id: first.id });
    expect(hostNew.received).toHaveLength(1);
    expect(guestNew.received).toHaveLength(1);
  });
});
