import type { Activity, ActivityMembership, Petition } from '@app/contract/activities';
import type { WaitingListEvent } from '@app/contract/activities';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-waiting-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-waiting',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'w'.repeat(64),
};

describe.each(backends)('the waiting list on $name', (backend) => {
  const api = apiSuite(backend, { env: ENV, emails: 'espera' });
  let port: number;
  let made: ReturnType<typeof plans>;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
    made = plans(api.app, api.ref);
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  /** One signed-up member per name, in order. */
  const members = <const N extends readonly string[]>(...names: N) =>
    Promise.all(names.map((firstname) => api.member(firstname))) as Promise<{
      [K in keyof N]: Session;
    }>;
  const ask = async (session: Session, activity: Activity) => {
    const response = await made.ask(session, activity);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Petition>();
  };
  const answer = (host: Session, petition: Petition, accept: boolean) =>
    postForm(api.app, `/api/petition/${petition.id}`, { acepted: accept ? '1' : '0' }, host.token);
  const standing = async (session: Session, activity: Activity) =>
    (
      await api.send(session, 'GET', `/activity/${activity.id}/membership`)
    ).json<ActivityMembership>();
  const positions = (sessions: Session[], activity: Activity) =>
    Promise.all(sessions.map(async (s) => (await standing(s, activity)).waiting_position));
  /** Who the host can answer now, in the order they came. */
  const answerable = async (host: Session, activity: Activity) =>
    (await api.send(host, 'GET', '/petition?by=to_me'))
      .json<{ data: Petition[] }>()
      .data.filter((petition) => petition.activity === activity.id)
      .map((petition) => petition.from_user.firstname)
      .reverse();
  const leave = async (session: Session, activity: Activity) => {
    const { match } = await standing(session, activity);
    return api.send(session, 'DELETE', `/match/${match}`);
  };

  it('queues requests to a full activity and offers each freed place to the oldest', async () => {
    const [host, ana, bea, ciro, dani, eva] = await members(
      'Hugo',
      'Ana',
      'Bea',
      'Ciro',
      'Dani',
      'Eva',
    );
    const activity = await made.host(host, { participants: 1 });
    const first = await ask(ana, activity);
    const second = await ask(bea, activity); // before it filled: the host could answer it
    await answer(host, first, true);
    // Ana took the only place: Bea's request now waits, first in line, and so do newcomers.
    const third = await ask(ciro, activity);
    expect(third.waiting_position).toBe(2);
    await ask(dani, activity);
    expect(await positions([bea, ciro, dani], activity)).toEqual([1, 2, 3]);
    expect(await answerable(host, activity)).toEqual([]);
    expect((await api.send(host, 'GET', `/user/${host.user.id}`)).json()).toMatchObject({
      matchesCount: 0,
    });

    // Ana leaves: Bea's request is offered to the host; the others move up.
    expect((await leave(ana, activity)).statusCode).toBe(200);
    expect(await answerable(host, activity)).toEqual(['Bea']);
    expect(await positions([bea, ciro, dani], activity)).toEqual([null, 1, 2]);
    // A newcomer, even with a place free, waits behind those already waiting.
    await ask(eva, activity);
    expect(await positions([eva], activity)).toEqual([3]);

    // Declined: the place goes to the next, Ciro; withdrawn: to Dani.
    expect((await answer(host, second, false)).statusCode).toBe(200);
    expect(await answerable(host, activity)).toEqual(['Ciro']);
    expect((await api.send(ciro, 'DELETE', `/petition/${third.id}`)).statusCode).toBe(200);
    expect(await answerable(host, activity)).toEqual(['Dani']);
    expect(await positions([eva], activity)).toEqual([1]);
    // More places: Eva is offered the new one too.
    await postForm(api.app, `/api/activity/${activity.id}`, { participants: '2' }, host.token);
    expect(await answerable(host, activity)).toEqual(['Dani', 'Eva']);
  });

  it('offers places in order when members leave at once', async () => {
    const [host, ...people] = await members(
      'Irene',
      'Jon',
      'Kai',
      'Leo',
      'Mar',
      'Nil',
      'Olga',
      'Pau',
      'Quim',
    );
    const [jon, kai, leo, ...waiting] = people;
    const activity = await made.host(host, { participants: 3 });
    for (const guest of [jon, kai, leo]) await made.join(guest, activity, host);
    for (const guest of waiting) await ask(guest, activity);
    expect(await positions(waiting, activity)).toEqual([1, 2, 3, 4, 5]);

    const left = await Promise.all([jon, kai, leo].map((guest) => leave(guest, activity)));
    expect(left.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await answerable(host, activity)).toEqual(['Mar', 'Nil', 'Olga']);
    expect(await positions(waiting, activity)).toEqual([null, null, null, 1, 2]);
  });

  it('tells a waiting member their place live as it moves', async () => {
    const [host, rosa, sara, tomas] = await members('Raúl', 'Rosa', 'Sara', 'Tomás');
    const activity = await made.host(host, { participants: 1 });
    await made.join(rosa, activity, host);
    await ask(sara, activity);
    await ask(tomas, activity);
    const live = echoClient(port, KEY, tomas.token);
    closers.push(live.close);
    const heard: WaitingListEvent[] = [];
    const channel = live.echo.private(`waiting-list.${tomas.wstoken}`);
    channel.listen('Message', (event: WaitingListEvent) => heard.push(event));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');

    await leave(rosa, activity);
    await within(
      (async () => {
        while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      5000,
      'the new place',
    );
    expect(heard).toEqual([
      { petition_id: expect.any(Number), activity_id: activity.id, position: 1 },
    ]);
  });
});
