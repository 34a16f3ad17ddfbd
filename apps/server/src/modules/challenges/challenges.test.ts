import { PLAN_MESSAGES } from '@app/contract/plans';
import type { Activity } from '@app/contract/activities';
import type { Challenge, ChallengeBoard, ChallengeEvent } from '@app/contract/challenges';
import type { CoinHistory } from '@app/contract/coins';
import type { UserBadgeList } from '@app/contract/store';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { bearer, postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const HOUR = 3_600_000;
const KEY = 'antojo-challenges-key';

describe.each(backends)('challenges on $name', (backend) => {
  const api = apiSuite(backend, {
    env: {
      PUSHER_APP_ID: 'antojo-challenges',
      PUSHER_APP_KEY: KEY,
      PUSHER_APP_SECRET: 'c'.repeat(64),
    },
    emails: 'retos',
  });
  let port: number;
  let made: ReturnType<typeof plans>;
  let staff: Session;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
    made = plans(api.app, api.ref);
    staff = await api.staff();
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  const get = (session: Session, url: string) => api.send(session, 'GET', url);
  const form = (fields: Record<string, string | number | undefined>) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)]],
      ),
    );

  /** `POST /admin/challenges`, the raw answer. */
  const propose = (fields: Record<string, string | number | undefined> = {}, as = staff) =>
    postForm(
      api.app,
      '/api/admin/challenges',
      form({
        title: 'Dos planes esta semana',
        description: 'Asiste a dos planes.',
        metric: 'activities',
        goal: 2,
        starts_at: new Date(Date.now() - 24 * HOUR).toISOString(),
        ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
        reward_coins: 25,
        badge: '🔥',
        badge_name: 'Constante',
        ...fields,
      }),
      as.token,
    );
  async function challenge(fields: Record<string, string | number | undefined> = {}) {
    const response = await propose(fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Challenge>();
  }
  async function join(session: Session, goal: Challenge) {
    const response = await postForm(api.app, `/api/challenge/${goal.id}/join`, {}, session.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Challenge>();
  }
  const standing = async (session: Session, goal: Challenge) =>
    (await get(session, `/challenge/${goal.id}`)).json<Challenge>().me;
  const coinsOf = async (session: Session) => (await get(session, '/coins')).json<CoinHistory>();
  const played = (host: Session, guest: Session, discipline?: string) =>
    made.played(api.database.db, host, guest, discipline ? { discipline } : {});

  it('is made by staff alone, with its form checked', async () => {
    const ana = await api.member('Ana');
    expect((await propose({}, ana)).statusCode).toBe(403);
    const refused = async (fields: Record<string, string | number | undefined>) => {
      const response = await propose(fields);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(
      await refused({ ends_at: new Date(Date.now() - 48 * HOUR).toISOString() }),
    ).toHaveProperty('ends_at', ['El reto debe terminar después de empezar.']);
    expect(await refused({ badge_name: undefined })).toHaveProperty('badge_name');
    expect(await refused({ metric: 'pasos' })).toHaveProperty('metric');
    expect(await refused({ goal: 0 })).toHaveProperty('goal');
    expect(await refused({ sponsor: 999_999 })).toEqual({ sponsor: ['La marca no existe.'] });
    expect(
      await refused({ discipline: api.ref.optionTagged('activity_types', 'activity_types-sport') }),
    ).toHaveProperty('discipline');
    const listed = (await get(staff, '/admin/challenges')).json<{ data: Challenge[] }>();
    expect(listed.data.every((each) => each.title === 'Dos planes esta semana')).toBe(true);
  });

  it('rewards the goal once, with its coins and badge, and counts on after', async () => {
    const host = await api.member('Hilda');
    const ana = await api.member('Ana');
    const goal = await challenge();
    expect((await join(ana, goal)).me).toMatchObject({ progress: 0, completedAt: null });
    await join(ana, goal); // again: nothing changes
    await made.confirm(ana, await played(host, ana));
    expect(await standing(ana, goal)).toMatchObject({ progress: 1, completedAt: null });
    await made.confirm(ana, await played(host, ana));
    const done = await standing(ana, goal);
    expect(done).toMatchObject({ progress: 2, completedAt: expect.any(String) });
    // Two attendances (5 each) and the reward (25).
    const coins = await coinsOf(ana);
    expect(coins.balance).toBe(35);
    expect(coins.data.filter((entry) => entry.reason === 'challenge')).toHaveLength(1);
    const badges = (await get(host, `/user/${ana.user.id}/badges`)).json<UserBadgeList>();
    expect(badges.data).toEqual([expect.objectContaining({ name: 'Constante', badge: '🔥' })]);

    await made.confirm(ana, await played(host, ana));
    expect((await standing(ana, goal))?.progress).toBe(3);
    expect((await coinsOf(ana)).balance).toBe(40);
    expect((await get(ana, `/challenge/${goal.id}`)).json<Challenge>().members).toBe(1);
  });

  it('counts only joined members, in its period and discipline, by its metric', async () => {
    const host = await api.member('Hugo');
    const bea = await api.member('Bea');
    const tennis = await challenge({
      discipline: api.ref.optionTagged('disciplines', 'disciplines-tenis'),
      goal: 1,
    });
    expect(tennis.discipline?.tag).toBe('disciplines-tenis');
    const later = await challenge({
      starts_at: new Date(Date.now() + HOUR).toISOString(),
      goal: 1,
    });
    expect(later.status).toBe('upcoming');
    const kcal = await challenge({ metric: 'kcal', goal: 10_000 });
    const kinds = await challenge({ metric: 'disciplines', goal: 5 });
    const notJoined = await challenge({ goal: 1 });
    for (const each of [tennis, later, kcal, kinds]) await join(bea, each);

    await made.confirm(bea, await played(host, bea, 'padel'));
    await made.confirm(bea, await played(host, bea, 'padel'));
    await made.confirm(bea, await played(host, bea, 'tenis'));
    expect((await standing(bea, tennis))?.progress).toBe(1);
    expect((await standing(bea, later))?.progress).toBe(0);
    expect(await standing(bea, notJoined)).toBeNull();
    expect((await standing(bea, kinds))?.progress).toBe(2);
    // Each attendance's estimate (moderate MET × 70 kg × 1.5 h), summed.
    const estimates = await Promise.all(
      (
        await queryRows<{ id: number }>(
          api.database.db,
          sql`select activity_id as id from challenge_facts where challenge_id = ${kcal.id}`,
        )
      ).map(
        async ({ id }) =>
          (await get(bea, `/activity/${id}/calories`)).json<{ estimate: { kcal: number } }>()
            .estimate.kcal,
      ),
    );
    expect((await standing(bea, kcal))?.progress).toBe(
      estimates.reduce((sum, value) => sum + value, 0),
    );
  });

  it('rewards exactly once when the attendances that complete it race', async () => {
    const host = await api.member('Irene');
    const cris = await api.member('Cris');
    const goal = await challenge({ goal: 2, reward_coins: 50 });
    await join(cris, goal);
    const games = [await played(host, cris), await played(host, cris), await played(host, cris)];
    await Promise.all(games.map((game) => made.confirm(cris, game)));
    expect((await standing(cris, goal))?.progress).toBe(3);
    const coins = await coinsOf(cris);
    expect(coins.data.filter((entry) => entry.reason === 'challenge')).toHaveLength(1);
    expect(coins.balance).toBe(3 * 5 + 50);
  });

  it('tells the member their progress live after each verified attendance', async () => {
    const host = await api.member('Julia');
    const dani = await api.member('Dani');
    const goal = await challenge({ goal: 2 });
    await join(dani, goal);
    const live = echoClient(port, KEY, dani.token);
    closers.push(live.close);
    const heard: ChallengeEvent[] = [];
    const channel = live.echo.private(`challenge.${dani.wstoken}`);
    channel.listen('Message', (event: ChallengeEvent) => heard.push(event));
    await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');
    const until = (count: number) =>
      within(
        (async () => {
          while (heard.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        5000,
        `${count} events`,
      );
    await made.confirm(dani, await played(host, dani));
    await until(1);
    await made.confirm(dani, await played(host, dani));
    await until(2);
    expect(heard).toEqual([
      { challenge_id: goal.id, progress: 1, goal: 2, completed: false, rewarded: false },
      { challenge_id: goal.id, progress: 2, goal: 2, completed: true, rewarded: true },
    ]);
  });

  it('ranks its members: most progress, then who got there first', async () => {
    const host = await api.member('Karen');
    const [eva, fer, gala] = [
      await api.member('Eva'),
      await api.member('Fer'),
      await api.member('Gala'),
    ];
    const goal = await challenge({ goal: 1 });
    for (const each of [eva, fer, gala]) await join(each, goal);
    await made.confirm(fer, await played(host, fer));
    await made.confirm(eva, await played(host, eva));
    await made.confirm(eva, await played(host, eva));
    const board = (await get(gala, `/challenge/${goal.id}/board`)).json<ChallengeBoard>();
    expect(board.data.map((row) => [row.position, row.user.firstname, row.progress])).toEqual([
      [1, 'Eva', 2],
      [2, 'Fer', 1],
      [3, 'Gala', 0],
    ]);
    expect(board.me).toMatchObject({ position: 3, progress: 0, completedAt: null });
    expect((await get(gala, '/challenge/999999/board')).statusCode).toBe(404);
  });

  it('leaves a blocked pair out of each other’s leaderboard, not out of others’', async () => {
    const host = await api.member('Lidia');
    const [eva, fer, gala] = [
      await api.member('Eva'),
      await api.member('Fer'),
      await api.member('Gala'),
    ];
    const goal = await challenge({ goal: 1 });
    for (const each of [eva, fer, gala]) await join(each, goal);
    await made.confirm(eva, await played(host, eva));
    await made.confirm(eva, await played(host, eva));
    await made.confirm(fer, await played(host, fer));
    const blocked = await api.send(fer, 'POST', `/user/${eva.user.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const board = async (session: Session) => {
      const answer = (await get(session, `/challenge/${goal.id}/board`)).json<ChallengeBoard>();
      return {
        rows: answer.data.map((row) => [row.position, row.user.firstname, row.progress]),
        me: answer.me?.position,
      };
    };
    expect(await board(fer)).toEqual({
      rows: [
        [1, 'Fer', 1],
        [2, 'Gala', 0],
      ],
      me: 1,
    });
    expect(await board(eva)).toEqual({
      rows: [
        [1, 'Eva', 2],
        [2, 'Gala', 0],
      ],
      me: 1,
    });
    expect(await board(gala)).toEqual({
      rows: [
        [1, 'Eva', 2],
        [2, 'Fer', 1],
        [3, 'Gala', 0],
      ],
      me: 3,
    });
  });

  it('lists what a member can join, and closes an ended one', async () => {
    const hana = await api.member('Hana');
    const open = await challenge({ title: 'Abierto' });
    const ended = await challenge({ title: 'Terminado' });
    await join(hana, ended);
    await queryRows(
      api.database.db,
      sql`update challenges set starts_at = now() - interval '3 days', ends_at = now() - interval '1 hour' where id = ${ended.id}`,
    );
    const late = await postForm(api.app, `/api/challenge/${ended.id}/join`, {}, hana.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Este reto ya ha terminado.' });
    const other = await api.member('Iker');
    const seen = (who: Session) =>
      get(who, '/challenges').then((response) =>
        response.json<{ data: Challenge[] }>().data.map((each) => each.id),
      );
    // Hana still sees the one she did; Iker only what he can join.
    expect(await seen(hana)).toEqual(expect.arrayContaining([open.id, ended.id]));
    expect(await seen(other)).toContain(open.id);
    expect(await seen(other)).not.toContain(ended.id);
    const list = (await seen(hana)).filter((id) => id === open.id || id === ended.id);
    expect(list).toEqual([open.id, ended.id]); // the ended one last
  });

  describe('sponsors and events', () => {
    const upload = (id: number, content: Buffer, as = staff) => {
      const body = multipart({}, [
        { field: 'logo', filename: 'logo.png', type: 'image/png', content },
      ]);
      return api.app.inject({
        method: 'POST',
        url: `/api/admin/sponsors/${id}/logo`,
        headers: { ...bearer(as), ...body.headers },
        payload: body.payload,
      });
    };

    it('keeps brands with a logo through the image pipeline, for staff alone', async () => {
      const ana = await api.member('Ana');
      expect(
        (await postForm(api.app, '/api/admin/sponsors', { name: 'Marca' }, ana.token)).statusCode,
      ).toBe(403);
      const bad = await postForm(
        api.app,
        '/api/admin/sponsors',
        { name: 'X', link: 'ftp://marca' },
        staff.token,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['link', 'name']);
      const made = await postForm(
        api.app,
        '/api/admin/sponsors',
        { name: 'Deportes Norte', link: 'https://norte.example' },
        staff.token,
      );
      expect(made.statusCode, made.body).toBe(200);
      const brand = made.json<{ id: number; logoUpdatedAt: string | null }>();
      expect(brand).toMatchObject({ name: 'Deportes Norte', logoUpdatedAt: null });
      expect((await api.send(null, 'GET', `/sponsor/${brand.id}/logo`)).statusCode).toBe(404);

      expect((await upload(brand.id, Buffer.from('no es una imagen'))).statusCode).toBe(415);
      // A wide logo with transparency, as brands' are: kept within 256 px, alpha and all.
      const png = await sharp({
        create: {
          width: 600,
          height: 200,
          channels: 4,
          background: { r: 0, g: 90, b: 160, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer();
      expect((await upload(brand.id, png, ana)).statusCode).toBe(403);
      const uploaded = await upload(brand.id, png);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(uploaded.json()).toMatchObject({ logoUpdatedAt: expect.any(String) });
      // Public, like the brand: no session needed; re-encoded, so a PNG of our own making.
      const logo = await api.send(null, 'GET', `/sponsor/${brand.id}/logo`);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      const meta = await sharp(logo.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 256, height: 85, hasAlpha: true });

      const renamed = await postForm(
        api.app,
        `/api/admin/sponsors/${brand.id}`,
        { name: 'Deportes del Norte', link: '' },
        staff.token,
      );
      expect(renamed.json()).toMatchObject({ name: 'Deportes del Norte', link: null });
      const unchanged = await postForm(api.app, `/api/admin/sponsors/${brand.id}`, {}, staff.token);
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json()).toMatchObject({ name: 'Deportes del Norte' });
      const listed = (await get(staff, '/admin/sponsors')).json<{ data: { id: number }[] }>();
      expect(listed.data.map((each) => each.id)).toContain(brand.id);

      const sponsored = await challenge({ sponsor: brand.id });
      expect(sponsored.sponsor).toMatchObject({ id: brand.id, name: 'Deportes del Norte' });
    });

    it("hosts events in a brand's name, places to whoever asks first", async () => {
      const brand = (
        await postForm(api.app, '/api/admin/sponsors', { name: 'Cafés Sur' }, staff.token)
      ).json<{ id: number }>();
      const event = (fields: Record<string, string | number | undefined> = {}, as = staff) =>
        api.send(as, 'POST', '/admin/events', {
          type: api.ref.optionTagged('activity_types', 'activity_types-social'),
          city: api.ref.city('Madrid'),
          location: { lat: 40.42, lon: -3.7 },
          description: 'Cata de café',
          start_at: new Date(Date.now() + 48 * HOUR).toISOString(),
          duration: '02:00',
          participants: 1,
          sponsor: brand.id,
          ...fields,
        });
      const ana = await api.member('Ana');
      expect((await event({}, ana)).statusCode).toBe(403);
      expect((await event({ sponsor: 999_999 })).json()).toMatchObject({
        errors: { sponsor: ['La marca no existe.'] },
      });
      const created = await event();
      expect(created.statusCode, created.body).toBe(200);
      const tasting = created.json<Activity>();
      expect(tasting).toMatchObject({
        sponsor: { id: brand.id, name: 'Cafés Sur' },
        premium_only: false,
      });

      // The first to ask is in at once; the next waits, and moves in when a place frees.
      const [leo, mar] = [await api.member('Leo'), await api.member('Mar')];
      const first = await made.ask(leo, tasting);
      expect(first.json()).toMatchObject({ acepted: true, waiting_position: null });
      const second = await made.ask(mar, tasting);
      expect(second.json()).toMatchObject({ acepted: false, waiting_position: 1 });
      const left = await api.send(leo, 'DELETE', `/match/${first.json<{ id: number }>().id}`);
      expect(left.statusCode, left.body).toBe(200);
      // A match has its request's id: Mar's place, given with no one to answer.
      const marMatch = await get(mar, `/match/${second.json<{ id: number }>().id}`);
      expect(marMatch.statusCode, marMatch.body).toBe(200);
      expect((await get(mar, `/activity/${tasting.id}`)).json()).toMatchObject({
        matchedCount: 1,
      });

      const listed = (await get(ana, '/events')).json<{ data: Activity[] }>();
      expect(listed.data.map((each) => each.id)).toContain(tasting.id);

      // A place freed where nothing offers it (an erased account): the queue moves at the next
      // request, the oldest first.
      const [nil, olga] = [await api.member('Nil'), await api.member('Olga')];
      expect((await made.ask(nil, tasting)).json()).toMatchObject({ waiting_position: 1 });
      const erased = await api.send(mar, 'DELETE', `/user/${mar.user.id}`);
      expect(erased.statusCode, erased.body).toBe(200);
      expect((await made.ask(olga, tasting)).json()).toMatchObject({
        acepted: false,
        waiting_position: 1,
      });
      const [nilIn] = await queryRows<{ count: number }>(
        api.database.db,
        sql`select count(*)::int as count from matches where activity_id = ${tasting.id} and user_id = ${nil.user.id}`,
      );
      expect(nilIn?.count).toBe(1);

      // Staff host it for the brand: its attendances give the member their facts, and staff
      // nothing (no hosting points or coins).
      await queryRows(
        api.database.db,
        sql`update activities set start_at = now() - interval '2 hours' where id = ${tasting.id}`,
      );
      const marked = await postForm(
        api.app,
        `/api/activity/${tasting.id}/attendance/${nil.user.id}`,
        { mark: 'present' },
        staff.token,
      );
      expect(marked.statusCode, marked.body).toBe(200);
      await made.confirm(nil, tasting);
      expect((await coinsOf(nil)).balance).toBe(5);
      expect((await coinsOf(staff)).balance).toBe(0);

      // Premium's own: refused, naming the plan, until the member holds it.
      const exclusive = (await event({ premium_only: '1' })).json<Activity>();
      const open = (await event({ participants: 5 })).json<Activity>();
      expect(exclusive.premium_only).toBe(true);
      const refused = await made.ask(ana, exclusive);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: PLAN_MESSAGES.needs.exclusive_events });
      // ...and out of decks, where a card could not be liked.
      const deck = (await get(ana, '/activity/deck?lat=40.42&lon=-3.7&km=5')).json<{
        data: { activity: { id: number } }[];
      }>();
      const dealt = deck.data.map((card) => card.activity.id);
      expect(dealt).toContain(open.id);
      expect(dealt).not.toContain(exclusive.id);
    });
  });
});
