import type { Activity, Petition } from '@app/contract/activities';
import type { BlockedUsers } from '@app/contract/blocks';
import type { Deck } from '@app/contract/deck';
import type { Wish, WishArea } from '@app/contract/wishes';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

describe.each(backends)('blocking on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'bloqueo' });
  let host: (
    session: Session,
    at: { lat: number; lon: number },
    participants?: number,
  ) => Promise<Activity>;
  let ask: ReturnType<typeof plans>['ask'];

  beforeAll(() => {
    ({ ask } = plans(api.app, api.ref));
    host = (session, at, participants = 4) =>
      plans(api.app, api.ref).host(session, {
        at,
        participants,
        description: 'Unas cañas para conocer gente',
      });
  });

  const get = (session: Session, url: string) => api.send(session, 'GET', url);
  const block = (session: Session, who: Session) =>
    api.send(session, 'POST', `/user/${who.user.id}/block`);
  const unblock = (session: Session, who: Session) =>
    api.send(session, 'DELETE', `/user/${who.user.id}/block`);

  /** Each test meets somewhere of its own, a degree apart, so lists hold only its plans. */
  let places = 0;
  const somewhere = () => {
    places += 1;
    return { lat: 36 + places, lon: -5 + places * 0.5 };
  };

  const wishAt = (session: Session, at: { lat: number; lon: number }) =>
    postForm(
      api.app,
      '/api/wish',
      { text: '¿Un café?', window: 'today', lat: String(at.lat), lon: String(at.lon) },
      session.token,
    );

  const near = (at: { lat: number; lon: number }) =>
    `filter[near][lat]=${at.lat}&filter[near][lon]=${at.lon}&filter[near][km]=5`;
  const wishBox = (at: { lat: number; lon: number }) =>
    `/wish?south=${at.lat - 0.05}&west=${at.lon - 0.05}&north=${at.lat + 0.05}&east=${at.lon + 0.05}&zoom=13`;

  it('blocks once however often asked, never oneself nor nobody, and lists it for the blocker only', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    expect((await block(ana, bruno)).statusCode).toBe(200);
    expect((await block(ana, bruno)).statusCode).toBe(200);
    expect((await block(ana, ana)).statusCode).toBe(422);
    const nobody = await api.send(ana, 'POST', '/user/999999/block');
    expect(nobody.statusCode).toBe(404);
    const listed = (await get(ana, '/user/blocked')).json<BlockedUsers>().data;
    expect(listed.map((entry) => entry.user)).toEqual([
      { id: bruno.user.id, firstname: 'Bruno', avatarUpdatedAt: null },
    ]);
    expect((await get(bruno, '/user/blocked')).json<BlockedUsers>().data).toEqual([]);
    // Ana does not exist for Bruno: nobody for him to block.
    expect((await block(bruno, ana)).statusCode).toBe(404);
    // Only the blocker takes it back.
    expect((await unblock(bruno, ana)).statusCode).toBe(404);
    expect((await unblock(ana, bruno)).statusCode).toBe(200);
    expect((await unblock(ana, bruno)).statusCode).toBe(404);
  });

  it('hides the pair from each other everywhere, both ways, answered as 404', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const at = somewhere();
    const anasPlan = await host(ana, at);
    const brunosPlan = await host(bruno, at);
    const anasWish = (await wishAt(ana, at)).json<Wish>();
    expect((await block(bruno, ana)).statusCode).toBe(200);

    for (const [viewer, other, plan] of [
      [ana, bruno, brunosPlan],
      [bruno, ana, anasPlan],
    ] as const) {
      expect((await get(viewer, `/user/${other.user.id}`)).statusCode).toBe(404);
      expect((await get(viewer, `/user/${other.user.id}/photo`)).statusCode).toBe(404);
      expect((await get(viewer, `/activity/${plan.id}`)).statusCode).toBe(404);
      expect((await get(viewer, `/activity/${plan.id}/membership`)).statusCode).toBe(404);
      expect((await ask(viewer, plan)).statusCode).toBe(404);
      const listed = (await get(viewer, `/activity?${near(at)}`)).json<{ data: Activity[] }>();
      expect(listed.data.map((activity) => activity.id)).not.toContain(plan.id);
      const deck = (await get(viewer, `/activity/deck?lat=${at.lat}&lon=${at.lon}`)).json<Deck>();
      expect(deck.data.map((card) => card.activity.id)).not.toContain(plan.id);
      const people = (await get(viewer, `/user?search=${other.user.firstname}`)).json<{
        data: Array<{ id: number }>;
      }>();
      expect(people.data.map((person) => person.id)).not.toContain(other.user.id);
    }
    expect((await get(bruno, wishBox(at))).json<WishArea>().wishes).toEqual([]);
    const answered = await api.send(bruno, 'POST', `/wish/${anasWish.id}/answer`);
    expect(answered.statusCode).toBe(404);

    // A third person still sees both.
    const seen = (await get(carla, `/activity?${near(at)}`)).json<{ data: Activity[] }>();
    expect(seen.data.map((activity) => activity.id).sort()).toEqual(
      [anasPlan.id, brunosPlan.id].sort(),
    );
    expect((await get(carla, wishBox(at))).json<WishArea>().wishes).toHaveLength(1);
    expect((await get(carla, `/user/${ana.user.id}`)).statusCode).toBe(200);
  });

  it('ends what joined the pair, silently, and unblocking brings none of it back', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const at = somewhere();
    const joined = await host(ana, at);
    const asked = await host(ana, { lat: at.lat + 0.01, lon: at.lon });
    // Bruno has a place in one of Ana's plans, a request waiting in another, and said
    // "¡Me apunto!" to her wish.
    const petition = (await ask(bruno, joined)).json<Petition>();
    expect(
      (await postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token))
        .statusCode,
    ).toBe(200);
    expect((await ask(bruno, asked)).statusCode).toBe(200);
    const wish = (await wishAt(ana, at)).json<Wish>();
    await api.send(bruno, 'POST', `/wish/${wish.id}/answer`);
    expect((await get(ana, '/activity/' + joined.id)).json<Activity>().matchedCount).toBe(1);

    expect((await block(ana, bruno)).statusCode).toBe(200);
    expect((await get(ana, `/activity/${joined.id}`)).json<Activity>().matchedCount).toBe(0);
    expect((await get(ana, '/petition?by=to_me')).json<{ data: Petition[] }>().data).toEqual([]);
    expect((await get(ana, '/wish/mine')).json<{ answers: unknown[] }>().answers).toEqual([]);
    const joinedByBruno = (await get(bruno, '/activity?type=match')).json<{ data: Activity[] }>();
    expect(joinedByBruno.data).toEqual([]);

    expect((await unblock(ana, bruno)).statusCode).toBe(200);
    expect((await get(ana, `/activity/${joined.id}`)).json<Activity>().matchedCount).toBe(0);
    expect((await get(ana, '/petition?by=to_me')).json<{ data: Petition[] }>().data).toEqual([]);
    expect((await get(ana, '/wish/mine')).json<{ answers: unknown[] }>().answers).toEqual([]);
    // Visible again, and Bruno may ask anew.
    expect((await get(bruno, `/activity/${asked.id}`)).statusCode).toBe(200);
    expect((await ask(bruno, asked)).statusCode).toBe(200);
  });
});
