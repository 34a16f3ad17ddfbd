import type { Activity, Petition } from '@app/contract/activities';
import type { Deck } from '@app/contract/deck';
import type {
  FriendRequests,
  Friendship,
  FriendshipChange,
  FriendshipEvent,
  FriendsList,
  Invitation,
  Invitations,
  SentInvites,
} from '@app/contract/friends';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const HOUR_MS = 3_600_000;
const KEY = 'antojo-friends-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-friends',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'f'.repeat(64),
};

describe.each(backends)('friends on $name', (backend) => {
  const api = apiSuite(backend, { env: ENV, emails: 'amistad' });
  let port: number;
  let ask: ReturnType<typeof plans>['ask'];
  let host: (
    session: Session,
    at: { lat: number; lon: number },
    participants?: number,
  ) => Promise<Activity>;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
    const made = plans(api.app, api.ref);
    ask = made.ask;
    host = (session, at, participants = 4) =>
      made.host(session, { at, participants, description: 'Paseo y vermú', hours: 6 });
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  const befriend = (session: Session, who: Session) =>
    api.send(session, 'POST', `/user/${who.user.id}/friend`);
  const unfriend = (session: Session, who: Session) =>
    api.send(session, 'DELETE', `/user/${who.user.id}/friend`);
  const statusOf = async (session: Session, who: Session) =>
    (await api.send(session, 'GET', `/user/${who.user.id}/friend`)).json<Friendship>().status;
  const friendsOf = async (session: Session) =>
    (await api.send(session, 'GET', '/friends')).json<FriendsList>().data.map((e) => e.user.id);

  /** Makes the two friends: one asks, the other accepts. */
  async function friends(a: Session, b: Session) {
    expect((await befriend(a, b)).statusCode).toBe(200);
    expect((await befriend(b, a)).json<FriendshipChange>().status).toBe('friends');
  }

  let places = 0;
  const somewhere = () => {
    places += 1;
    return { lat: 40 + places * 0.5, lon: -3 - places * 0.5 };
  };
  const invite = (session: Session, activity: Activity, people: Session[]) =>
    postForm(
      api.app,
      `/api/activity/${activity.id}/invite`,
      { user_ids: JSON.stringify(people.map((person) => person.user.id)) },
      session.token,
    );
  it('asks, is asked, accepts: the request is seen from both sides until it is a friendship', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    expect(await statusOf(ana, bruno)).toBe('none');
    const sent = (await befriend(ana, bruno)).json<FriendshipChange>();
    expect(sent).toMatchObject({ status: 'sent', message: 'Solicitud de amistad enviada.' });
    // Asking again changes nothing.
    expect((await befriend(ana, bruno)).json<FriendshipChange>()).toMatchObject({
      status: 'sent',
      message: 'Ya le habías enviado una solicitud.',
    });
    expect(await statusOf(bruno, ana)).toBe('received');
    const requests = (await api.send(bruno, 'GET', '/friends/requests')).json<FriendRequests>();
    expect(requests.received.map((entry) => entry.user)).toEqual([
      { id: ana.user.id, firstname: 'Ana', avatarUpdatedAt: null },
    ]);
    expect(requests.sent).toEqual([]);
    expect(
      (await api.send(ana, 'GET', '/friends/requests')).json<FriendRequests>().sent,
    ).toHaveLength(1);
    expect(await friendsOf(ana)).toEqual([]);

    const accepted = (await befriend(bruno, ana)).json<FriendshipChange>();
    expect(accepted).toMatchObject({
      status: 'friends',
      message: 'Solicitud aceptada: ya está en tus amigos.',
    });
    expect(await statusOf(ana, bruno)).toBe('friends');
    expect(await friendsOf(ana)).toEqual([bruno.user.id]);
    expect(await friendsOf(bruno)).toEqual([ana.user.id]);
    expect((await api.send(bruno, 'GET', '/friends/requests')).json<FriendRequests>()).toEqual({
      received: [],
      sent: [],
    });
  });

  it('declines, cancels and removes: each is the row gone, named for what it was', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    await befriend(ana, bruno);
    expect((await unfriend(bruno, ana)).json<FriendshipChange>()).toMatchObject({
      status: 'none',
      message: 'Solicitud rechazada.',
    });
    await befriend(ana, carla);
    expect((await unfriend(ana, carla)).json<FriendshipChange>().message).toBe(
      'Solicitud cancelada.',
    );
    expect(await statusOf(carla, ana)).toBe('none');
    await friends(ana, bruno);
    expect((await unfriend(bruno, ana)).json<FriendshipChange>().message).toBe(
      'Ya no está en tus amigos.',
    );
    expect(await friendsOf(ana)).toEqual([]);
    const nothing = await unfriend(bruno, ana);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toEqual({
      message: 'No tienes amistad ni solicitudes con esta persona.',
    });
  });

  it('refuses oneself (422) and nobody (404)', async () => {
    const ana = await api.member('Ana');
    const self = await befriend(ana, ana);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ errors: { user: ['No puedes ser tu propio amigo.'] } });
    expect((await api.send(ana, 'POST', '/user/999999/friend')).statusCode).toBe(404);
    expect((await api.send(ana, 'GET', '/user/999999/friend')).statusCode).toBe(404);
    expect((await api.send(null, 'GET', '/friends')).statusCode).toBe(401);
  });

  it('two requests crossing each other at once make one friendship', async () => {
    for (let round = 0; round < 5; round++) {
      const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
      const answers = await Promise.all([befriend(ana, bruno), befriend(bruno, ana)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const statuses = answers.map((answer) => answer.json<FriendshipChange>().status).sort();
      expect(statuses).toEqual(['friends', 'sent']);
      expect(await statusOf(ana, bruno)).toBe('friends');
      expect(await friendsOf(ana)).toEqual([bruno.user.id]);
      expect(await friendsOf(bruno)).toEqual([ana.user.id]);
    }
  });

  it('tells the other person live, on their friendship channel', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const live = echoClient(port, KEY, bruno.token);
    closers.push(live.close);
    const heard: FriendshipEvent[] = [];
    const channel = live.echo.private(`friendship.${bruno.wstoken}`);
    channel.listen('Message', (event: FriendshipEvent) => heard.push(event));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');
    const until = (count: number, what: string) =>
      within(
        (async () => {
          while (heard.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        5000,
        what,
      );

    await befriend(ana, bruno);
    await until(1, 'the request');
    expect(heard[0]).toEqual({
      user: { id: ana.user.id, firstname: 'Ana', avatarUpdatedAt: null },
      status: 'received',
    });
    await unfriend(ana, bruno);
    await until(2, 'the withdrawal');
    expect(heard[1]!.status).toBe('none');
    // Someone else's channel is theirs alone.
    const other = echoClient(port, KEY, ana.token);
    closers.push(other.close);
    const refused = await within(
      new Promise<unknown>((resolve) =>
        other.echo.private(`friendship.${bruno.wstoken}`).error(resolve),
      ),
      5000,
      'the refusal',
    );
    expect(refused).toMatchObject({ status: 403 });
  });

  it("ranks friends' activities first, in the list and the deck", async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const at = somewhere();
    // One of Carla's plans starts last, so the list's own order (latest start first) puts it
    // ahead of Bruno's until he is a friend.
    const brunos = await host(bruno, at);
    const carlas = [await host(carla, at), await host(carla, at)];
    await api.send(carla, 'POST', `/activity/${carlas[1]!.id}`, {
      start_at: new Date(Date.now() + 9 * HOUR_MS).toISOString(),
    });
    const near = `filter[near][lat]=${at.lat}&filter[near][lon]=${at.lon}&filter[near][km]=5`;
    const listed = async (query = '') =>
      (await api.send(ana, 'GET', `/activity?${near}${query}`))
        .json<{ data: Activity[] }>()
        .data.map((activity) => activity.id);
    expect((await listed())[0]).toBe(carlas[1]!.id);

    await friends(ana, bruno);
    expect(await listed()).toEqual([brunos.id, carlas[1]!.id, carlas[0]!.id]);
    expect(await listed('&sort=start')).toEqual([brunos.id, carlas[0]!.id, carlas[1]!.id]);
    // Pages neither repeat nor skip across the friends' part and the rest.
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(...(await listed(`&pageSize=1&page=${page}`)));
    }
    expect(pages).toEqual([brunos.id, carlas[1]!.id, carlas[0]!.id]);
    const deck = (
      await api.send(ana, 'GET', `/activity/deck?lat=${at.lat}&lon=${at.lon}`)
    ).json<Deck>();
    expect(deck.data[0]!.activity.id).toBe(brunos.id);
  });

  it('a host invites friends; the friend accepts in one step and has a place', async () => {
    const [ana, bruno, carla, dani] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
      api.member('Dani'),
    ]);
    await friends(ana, bruno);
    await friends(ana, carla);
    const plan = await host(ana, somewhere());

    // Only the host, only friends.
    expect((await invite(bruno, plan, [carla])).statusCode).toBe(403);
    const strangers = await invite(ana, plan, [bruno, dani]);
    expect(strangers.statusCode).toBe(422);
    expect(strangers.json()).toMatchObject({
      errors: { user_ids: ['Solo puedes invitar a tus amigos.'] },
    });
    const sent = await invite(ana, plan, [bruno, carla]);
    expect(sent.json()).toEqual({ message: 'Invitaciones enviadas: 2.', invited: 2 });
    // Again: nobody is invited twice.
    expect((await invite(ana, plan, [bruno])).json()).toMatchObject({ invited: 0 });
    const invited = (
      await api.send(ana, 'GET', `/activity/${plan.id}/invites`)
    ).json<SentInvites>();
    expect(invited.data.map((entry) => entry.user.id).sort()).toEqual(
      [bruno.user.id, carla.user.id].sort(),
    );
    expect((await api.send(bruno, 'GET', `/activity/${plan.id}/invites`)).statusCode).toBe(403);

    const mine = (await api.send(bruno, 'GET', '/invitations')).json<Invitations>().data;
    expect(mine.map((entry: Invitation) => entry.activity.id)).toEqual([plan.id]);
    const accepted = await api.send(bruno, 'POST', `/activity/${plan.id}/invitation`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Petition>()).toMatchObject({ acepted: true, activity: plan.id });
    expect((await api.send(ana, 'GET', `/activity/${plan.id}`)).json<Activity>().matchedCount).toBe(
      1,
    );
    expect(
      (await api.send(bruno, 'GET', '/activity?type=match')).json<{ data: Activity[] }>().data,
    ).toHaveLength(1);
    expect((await api.send(bruno, 'GET', '/invitations')).json<Invitations>().data).toEqual([]);
    expect((await api.send(bruno, 'POST', `/activity/${plan.id}/invitation`)).statusCode).toBe(404);
    // Someone who joined is not invited again.
    expect((await invite(ana, plan, [bruno])).json()).toMatchObject({ invited: 0 });

    const declined = await api.send(carla, 'DELETE', `/activity/${plan.id}/invitation`);
    expect(declined.json()).toEqual({ message: 'Invitación rechazada.' });
    expect(
      (await api.send(ana, 'GET', `/activity/${plan.id}/invites`)).json<SentInvites>().data,
    ).toEqual([]);
  });

  it('an invitation to a plan that filled up answers 409 and stays; one who asked is not invited', async () => {
    const [ana, bruno, carla, dani] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
      api.member('Dani'),
    ]);
    await friends(ana, bruno);
    await friends(ana, carla);
    const plan = await host(ana, somewhere(), 1);
    expect((await ask(carla, plan)).statusCode).toBe(200);
    expect((await invite(ana, plan, [bruno, carla])).json()).toMatchObject({ invited: 1 });
    // Dani takes the one place first.
    const petition = (await ask(dani, plan)).json<Petition>();
    await postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token);
    const full = await api.send(bruno, 'POST', `/activity/${plan.id}/invitation`);
    expect(full.statusCode).toBe(409);
    expect((await api.send(bruno, 'GET', '/invitations')).json<Invitations>().data).toHaveLength(1);
  });

  it('blocking ends the friendship, its requests and invitations, and hides the pair (404)', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    await friends(ana, bruno);
    await befriend(carla, ana);
    const plan = await host(ana, somewhere());
    await invite(ana, plan, [bruno]);

    expect((await api.send(bruno, 'POST', `/user/${ana.user.id}/block`)).statusCode).toBe(200);
    expect((await api.send(carla, 'POST', `/user/${ana.user.id}/block`)).statusCode).toBe(200);
    expect(await friendsOf(ana)).toEqual([]);
    expect((await api.send(ana, 'GET', '/friends/requests')).json<FriendRequests>()).toEqual({
      received: [],
      sent: [],
    });
    expect((await api.send(bruno, 'GET', '/invitations')).json<Invitations>().data).toEqual([]);
    for (const [one, other] of [
      [ana, bruno],
      [bruno, ana],
    ] as const) {
      expect((await api.send(one, 'GET', `/user/${other.user.id}/friend`)).statusCode).toBe(404);
      expect((await befriend(one, other)).statusCode).toBe(404);
    }
    expect((await api.send(bruno, 'POST', `/activity/${plan.id}/invitation`)).statusCode).toBe(404);

    // Unblocking restores nothing.
    expect((await api.send(bruno, 'DELETE', `/user/${ana.user.id}/block`)).statusCode).toBe(200);
    expect(await statusOf(ana, bruno)).toBe('none');
    expect(await friendsOf(bruno)).toEqual([]);
  });
});
