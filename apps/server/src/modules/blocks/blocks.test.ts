import type { Activity, Petition } from '@app/contract/activities';
import type { BlockedUsers } from '@app/contract/blocks';
import type { Deck } from '@app/contract/deck';
import type { Wish, WishArea } from '@app/contract/wishes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postForm, referenceIds, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { plans } from '../../test/plans.js';

describe.each(backends)('blocking on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  let host: (
    session: Session,
    at: { lat: number; lon: number },
    participants?: number,
  ) => Promise<Activity>;
  let ask: ReturnType<typeof plans>['ask'];

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database));
    ref = await referenceIds(app);
    ({ ask } = plans(app, ref));
    host = (session, at, participants = 4) =>
      plans(app, ref).host(session, {
        at,
        participants,
        description: 'Unas cañas para conocer gente',
      });
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  let accounts = 0;
  const member = (firstname = 'Lucía') =>
    signUp(app, `bloqueo-${++accounts}@example.com`, { firstname });
  const get = (session: Session, url: string) =>
    app.inject({ url: `/api${url}`, headers: bearer(session) });
  const block = (session: Session, who: Session) =>
    app.inject({ method: 'POST', url: `/api/user/${who.user.id}/block`, headers: bearer(session) });
  const unblock = (session: Session, who: Session) =>
    app.inject({
      method: 'DELETE',
      url: `/api/user/${who.user.id}/block`,
      headers: bearer(session),
    });

  /** Each test meets somewhere of its own, a degree apart, so lists hold only its plans. */
  let places = 0;
  const somewhere = () => {
    places += 1;
    return { lat: 36 + places, lon: -5 + places * 0.5 };
  };

  const wishAt = (session: Session, at: { lat: number; lon: number }) =>
    postForm(
      app,
      '/api/wish',
      { text: '¿Un café?', window: 'today', lat: String(at.lat), lon: String(at.lon) },
      session.token,
    );

  const near = (at: { lat: number; lon: number }) =>
    `filter[near][lat]=${at.lat}&filter[near][lon]=${at.lon}&filter[near][km]=5`;
  const wishBox = (at: { lat: number; lon: number }) =>
    `/wish?south=${at.lat - 0.05}&west=${at.lon - 0.05}&north=${at.lat + 0.05}&east=${at.lon + 0.05}&zoom=13`;

  it('blocks once however often asked, never oneself nor nobody, and lists it for the blocker only', async () => {
    const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
    expect((await block(ana, bruno)).statusCode).toBe(200);
    expect((await block(ana, bruno)).statusCode).toBe(200);
    expect((await block(ana, ana)).statusCode).toBe(422);
    const nobody = await app.inject({
      method: 'POST',
      url: '/api/user/999999/block',
      headers: bearer(ana),
    });
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
      member('Ana'),
      member('Bruno'),
      member('Carla'),
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
    const answered = await app.inject({
      method: 'POST',
      url: `/api/wish/${anasWish.id}/answer`,
      headers: bearer(bruno),
    });
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
    const [ana, bruno] = await Promise.all([member('Ana'), member('Bruno')]);
    const at = somewhere();
    const joined = await host(ana, at);
    const asked = await host(ana, { lat: at.lat + 0.01, lon: at.lon });
    // Bruno has a place in one of Ana's plans, a request waiting in another, and said
    // "¡Me apunto!" to her wish.
    const petition = (await ask(bruno, joined)).json<Petition>();
    expect(
      (await postForm(app, `/api/petition/${petition.id}`, { acepted: '1' }, ana.token)).statusCode,
    ).toBe(200);
    expect((await ask(bruno, asked)).statusCode).toBe(200);
    const wish = (await wishAt(ana, at)).json<Wish>();
    await app.inject({
      method: 'POST',
      url: `/api/wish/${wish.id}/answer`,
      headers: bearer(bruno),
    });
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
