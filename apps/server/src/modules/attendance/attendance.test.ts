import type { Activity } from '@app/contract/activities';
import type {
  Attendance,
  AttendancePending,
  AttendanceSheet,
  Reliability,
} from '@app/contract/attendance';
import type { NotificationItem } from '@app/contract/notification-centre';
import type { MyRanking, PointEntry, RankingEvent, RankingPage } from '@app/contract/ranking';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-attendance-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-attendance',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'a'.repeat(64),
  // The sweep that counts facts once their plan has ended, often enough to wait for.
  FACTS_SWEEP_MS: '100',
};
const CLOSED =
  'La asistencia se marca desde 30 minutos antes del inicio hasta 48 horas después del final.';

describe.each(backends)('attendance, points and the ranking on $name', (backend) => {
  const api = apiSuite(backend, { env: ENV, emails: 'asistencia' });
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

  const get = (session: Session, url: string) => api.send(session, 'GET', url);
  const mark = (host: Session, activity: Activity, who: Session, value: 'present' | 'absent') =>
    postForm(
      api.app,
      `/api/activity/${activity.id}/attendance/${who.user.id}`,
      { mark: value },
      host.token,
    );
  const confirm = (who: Session, activity: Activity, tookPlace = true) =>
    postForm(
      api.app,
      `/api/activity/${activity.id}/attendance`,
      { took_place: tookPlace ? '1' : '0' },
      who.token,
    );
  /** Moves an activity's start, as time passing would. */
  const startedAgo = (activity: Activity, interval: string) =>
    queryRows(
      api.database.db,
      sql`update activities set start_at = now() - ${interval}::interval where id = ${activity.id}`,
    );

  /** A sport plan in `city` (Madrid) with `guests` joined, already under way. */
  async function played(
    host: Session,
    guests: Session[],
    options: { city?: string; discipline?: string; ago?: string } = {},
  ) {
    const response = await api.send(host, 'POST', '/activity', {
      type: api.ref.optionTagged('activity_types', 'activity_types-sport'),
      discipline: api.ref.optionTagged(
        'disciplines',
        `disciplines-${options.discipline ?? 'padel'}`,
      ),
      city: api.ref.city(options.city ?? 'Madrid'),
      location: { lat: 40.42, lon: -3.7 },
      description: 'Partido de pádel',
      start_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      duration: '01:30',
      participants: Math.max(guests.length, 1),
    });
    expect(response.statusCode, response.body).toBe(200);
    const activity = response.json<Activity>();
    for (const guest of guests) await made.join(guest, activity, host);
    await startedAgo(activity, options.ago ?? '2 hours');
    return activity;
  }
  /** `read`'s answer once it has one (the sweep counts facts every FACTS_SWEEP_MS). */
  const eventually = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const pointsOf = async (session: Session) =>
    (await get(session, '/points')).json<{ data: PointEntry[] }>().data;
  const total = async (session: Session) =>
    (await pointsOf(session)).reduce((sum, entry) => sum + entry.points, 0);

  it('opens half an hour before the start and closes two days after the end', async () => {
    const [host, guest] = [await api.member('Hugo'), await api.member('Gala')];
    const activity = await made.host(host, { participants: 2, hours: 5 });
    await made.join(guest, activity, host);
    const early = await mark(host, activity, guest, 'present');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: CLOSED });

    await startedAgo(activity, '-20 minutes'); // starts in 20 minutes
    expect((await mark(host, activity, guest, 'present')).statusCode).toBe(200);
    const sheet = (await get(guest, `/activity/${activity.id}/attendance`)).json<AttendanceSheet>();
    expect(sheet).toMatchObject({ role: 'member', open: true });
    expect(sheet.data).toEqual([
      {
        user: expect.objectContaining({ id: guest.user.id }),
        mark: 'present',
        took_place: null,
        verified: false,
      },
    ]);

    // 1 h 30 of activity and 48 h after it: three days on, it is closed.
    await startedAgo(activity, '49 hours 29 minutes');
    expect((await confirm(guest, activity)).statusCode).toBe(200);
    await startedAgo(activity, '49 hours 31 minutes');
    const late = await mark(host, activity, guest, 'absent');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CLOSED });
  });

  it('verifies an attendance when both agree, in either order, and never changes it after', async () => {
    const host = await api.member('Hilda');
    const [ana, bea, ciro] = [
      await api.member('Ana'),
      await api.member('Bea'),
      await api.member('Ciro'),
    ];
    const activity = await played(host, [ana, bea, ciro]);

    // Host first, then the participant, who is asked for their word once, until they give it.
    const prompts = async (who: Session) =>
      (await get(who, '/notifications'))
        .json<{ data: NotificationItem[] }>()
        .data.filter((item) => item.kind === 'attendance_marked' && !item.read).length;
    expect((await mark(host, activity, ana, 'present')).json<Attendance>().verified).toBe(false);
    await mark(host, activity, ana, 'present');
    expect(await prompts(ana)).toBe(1);
    expect((await confirm(ana, activity)).json<Attendance>().verified).toBe(true);
    expect(await prompts(ana)).toBe(0);
    // Participant first, then the host.
    await confirm(bea, activity);
    expect((await mark(host, activity, bea, 'present')).json<Attendance>().verified).toBe(true);
    // Disagreeing: absent for the host, took place for Ciro.
    await mark(host, activity, ciro, 'absent');
    expect(await prompts(ciro)).toBe(0);
    expect((await confirm(ciro, activity)).json<Attendance>().verified).toBe(false);

    const verified = await mark(host, activity, ana, 'absent');
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ message: 'La asistencia ya está verificada.' });
    expect((await confirm(bea, activity, false)).statusCode).toBe(409);
    // Until verified, a side may change its word: Ciro was there after all.
    expect((await mark(host, activity, ciro, 'present')).json<Attendance>().verified).toBe(true);

    const sheet = (await get(host, `/activity/${activity.id}/attendance`)).json<AttendanceSheet>();
    expect(sheet.role).toBe('host');
    expect(sheet.data.map((row) => [row.user.firstname, row.verified])).toEqual([
      ['Ana', true],
      ['Bea', true],
      ['Ciro', true],
    ]);
  });

  it('lets only the host mark, only those matched confirm, and only matched people be marked', async () => {
    const [host, guest, stranger] = [
      await api.member('Iker'),
      await api.member('Irene'),
      await api.member('Ivo'),
    ];
    const activity = await played(host, [guest]);
    expect((await mark(guest, activity, guest, 'present')).statusCode).toBe(403);
    expect((await confirm(host, activity)).statusCode).toBe(403);
    expect((await confirm(stranger, activity)).statusCode).toBe(403);
    expect((await get(stranger, `/activity/${activity.id}/attendance`)).statusCode).toBe(403);
    const unmatched = await mark(host, activity, stranger, 'present');
    expect(unmatched.statusCode).toBe(422);
    expect(unmatched.json()).toMatchObject({
      errors: { userId: ['Esa persona no está en la actividad.'] },
    });
    expect(
      (
        await postForm(
          api.app,
          `/api/activity/${activity.id}/attendance/${guest.user.id}`,
          { mark: 'quizá' },
          host.token,
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await postForm(api.app, `/api/activity/999999/attendance`, { took_place: '1' }, guest.token))
        .statusCode,
    ).toBe(404);
  });

  it('counts reliability over activities that took place, with no figure below three', async () => {
    const host = await api.member('Julia');
    const guest = await api.member('Jon');
    const reliability = async () =>
      (await get(guest, `/user/${guest.user.id}/sports`)).json<{ reliability: Reliability }>()
        .reliability;
    expect(await reliability()).toEqual({ verified: 0, total: 0, percent: null });

    for (const present of [true, true, false]) {
      const activity = await played(host, [guest], { ago: '3 hours' });
      await mark(host, activity, guest, present ? 'present' : 'absent');
      await confirm(guest, activity);
    }
    // An activity whose host marked nobody did not (as far as anyone knows) take place.
    const unmarked = await played(host, [guest], { ago: '3 hours' });
    await confirm(guest, unmarked);
    expect(await reliability()).toEqual({ verified: 2, total: 3, percent: 67 });
  });

  it('awards points for verified facts only, the host once, at most three activities a day', async () => {
    const host = await api.member('Lola');
    const [luis, lara] = [await api.member('Luis'), await api.member('Lara')];
    const first = await played(host, [luis, lara]);
    await mark(host, first, luis, 'present');
    expect(await total(luis)).toBe(0); // the host's word alone is not a fact
    await confirm(luis, first);
    await mark(host, first, lara, 'present');
    await confirm(lara, first);
    expect(await total(luis)).toBe(10);
    expect(await total(lara)).toBe(10);
    const hosting = (await pointsOf(host)).filter((entry) => entry.kind === 'hosting');
    expect(hosting).toHaveLength(1);
    expect(hosting[0]).toMatchObject({ points: 15, activity_id: first.id, capped: false });

    // Three more the same day, each with another host: the fourth activity of Luis's day
    // counts for nothing.
    for (const name of ['Leo', 'Lía', 'Lucas']) {
      const other = await api.member(name);
      const activity = await played(other, [luis]);
      await mark(other, activity, luis, 'present');
      await confirm(luis, activity);
    }
    const entries = await pointsOf(luis);
    expect(entries).toHaveLength(4);
    expect(entries.filter((entry) => entry.capped)).toHaveLength(1);
    expect(entries[0]).toMatchObject({ capped: true, capped_by: 'day', points: 0 });
    expect(await total(luis)).toBe(30);
  });

  it('verifies once when the mark and the confirmation race, and credits the host once', async () => {
    const host = await api.member('Marta');
    const guests = await Promise.all(
      ['Mario', 'Mía', 'Mateo', 'Manu'].map((name) => api.member(name)),
    );
    const activity = await played(host, guests);
    await Promise.all(
      guests.flatMap((guest) => [mark(host, activity, guest, 'present'), confirm(guest, activity)]),
    );
    const sheet = (await get(host, `/activity/${activity.id}/attendance`)).json<AttendanceSheet>();
    expect(sheet.data.every((row) => row.verified)).toBe(true);
    for (const guest of guests) expect(await pointsOf(guest)).toHaveLength(1);
    expect(await pointsOf(host)).toHaveLength(1);
  });

  it('ranks by points, ties to who got there first, with the viewer’s own row', async () => {
    const city = 'Valladolid';
    const host = await api.member('Nora');
    const [nico, noa, nuria] = [
      await api.member('Nico'),
      await api.member('Noa'),
      await api.member('Nuria'),
    ];
    const activity = await played(host, [nico, noa, nuria], { city, discipline: 'tenis' });
    await confirm(noa, activity);
    await mark(host, activity, noa, 'present'); // Noa first
    await confirm(nico, activity);
    await mark(host, activity, nico, 'present'); // then Nico, as many points
    const board = async (session: Session, query = '') =>
      (await get(session, `/ranking?city=${api.ref.city(city)}${query}`)).json<RankingPage>();
    const all = await board(nuria);
    expect(all.data.map((row) => [row.position, row.user.firstname, row.points])).toEqual([
      [1, 'Nora', 15],
      [2, 'Noa', 10],
      [3, 'Nico', 10],
    ]);
    expect(all.me).toBeNull();
    expect(all.month).toMatch(/^\d{4}-\d{2}$/);
    const paged = await board(nico, '&pageSize=1&page=2');
    expect(paged.data.map((row) => row.user.firstname)).toEqual(['Noa']);
    expect(paged.me).toMatchObject({ position: 3, points: 10 });
    const tennis = api.ref.optionTagged('disciplines', 'disciplines-tenis');
    expect((await board(nico, `&discipline=${tennis}`)).data).toHaveLength(3);
    const padel = api.ref.optionTagged('disciplines', 'disciplines-padel');
    expect((await board(nico, `&discipline=${padel}`)).data).toHaveLength(0);
    expect((await board(nico, '&month=2020-01')).data).toHaveLength(0);
    expect((await get(nico, `/ranking?city=${api.ref.city(city)}&month=2026-13`)).statusCode).toBe(
      422,
    );
    expect((await get(nico, '/ranking?city=999999999')).statusCode).toBe(422);

    const mine = (await get(nico, '/ranking/mine')).json<MyRanking>().data;
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          city_id: api.ref.city(city),
          discipline_option_id: null,
          position: 3,
        }),
        expect.objectContaining({ discipline_option_id: tennis, points: 10, position: 3 }),
      ]),
    );
  });

  it('leaves a blocked pair out of each other’s board, and counts places without them', async () => {
    const city = 'Burgos';
    const host = await api.member('Raúl');
    const [rosa, rita, roque] = [
      await api.member('Rosa'),
      await api.member('Rita'),
      await api.member('Roque'),
    ];
    const activity = await played(host, [rosa, rita, roque], { city });
    for (const guest of [rosa, rita, roque]) {
      await mark(host, activity, guest, 'present');
      await confirm(guest, activity); // Rosa, then Rita, then Roque: ties in that order
    }
    const blocked = await api.send(rita, 'POST', `/user/${rosa.user.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const board = async (session: Session, query = '') =>
      (await get(session, `/ranking?city=${api.ref.city(city)}${query}`)).json<RankingPage>();
    const rows = (page: RankingPage) =>
      page.data.map((row) => [row.position, row.user.firstname, row.points]);

    // Each of the pair: the other is not there, and nobody's place counts them.
    const ritas = await board(rita);
    expect(rows(ritas)).toEqual([
      [1, 'Raúl', 15],
      [2, 'Rita', 10],
      [3, 'Roque', 10],
    ]);
    expect(ritas).toMatchObject({ total: 3, me: { position: 2, points: 10 } });
    const rosas = await board(rosa);
    expect(rows(rosas)).toEqual([
      [1, 'Raúl', 15],
      [2, 'Rosa', 10],
      [3, 'Roque', 10],
    ]);
    expect(rosas.me).toMatchObject({ position: 2 });
    const paged = await board(rita, '&pageSize=1&page=3');
    expect(rows(paged)).toEqual([[3, 'Roque', 10]]);
    expect(paged.me).toMatchObject({ position: 2 });
    const padel = api.ref.optionTagged('disciplines', 'disciplines-padel');
    expect(rows(await board(rita, `&discipline=${padel}`)).map((row) => row[1])).toEqual([
      'Raúl',
      'Rita',
      'Roque',
    ]);
    const mine = (await get(rita, '/ranking/mine')).json<MyRanking>().data;
    expect(mine.filter((row) => row.city_id === api.ref.city(city))).toEqual([
      expect.objectContaining({ position: 2 }),
      expect.objectContaining({ position: 2 }),
    ]);
    // Everyone else sees the whole board.
    const roques = await board(roque);
    expect(rows(roques)).toEqual([
      [1, 'Raúl', 15],
      [2, 'Rosa', 10],
      [3, 'Rita', 10],
      [4, 'Roque', 10],
    ]);
    expect(roques).toMatchObject({ total: 4, me: { position: 4 } });
  });

  it('places a fact in the month its plan ended, in the city’s time zone', async () => {
    const host = await api.member('Olga');
    const guest = await api.member('Omar');
    // Under way (1 h 30 from an hour ago): verified now, counted when it ends.
    const activity = await played(host, [guest], { ago: '1 hour' });
    await mark(host, activity, guest, 'present');
    expect((await confirm(guest, activity)).json<Attendance>().verified).toBe(true);
    expect(await pointsOf(guest)).toEqual([]);
    // As if it had started at 21:00 UTC on the last day of last month (that day in Madrid too)
    // and ended 2 h 30 later, 23:30 UTC: already the 1st of this month in Madrid (UTC+1 or +2).
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 21, 0));
    await queryRows(
      api.database.db,
      sql`update activities set start_at = ${start.toISOString()}::timestamptz, duration_minutes = 150 where id = ${activity.id}`,
    );
    const entry = await eventually(async () => (await pointsOf(guest))[0], 'the sweep');
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(entry).toMatchObject({ month, points: 10, capped: false });
  });

  it('tells the member their new position live, and whoever they overtook', async () => {
    const city = 'Pamplona';
    // A fact's two members are counted in id order: Pedro, older than his host, goes first.
    const pedro = await api.member('Pedro');
    const host = await api.member('Pablo');
    const paula = await api.member('Paula');
    const listen = async (session: Session) => {
      const live = echoClient(port, KEY, session.token);
      closers.push(live.close);
      const heard: RankingEvent[] = [];
      const channel = live.echo.private(`ranking.${session.wstoken}`);
      channel.listen('Message', (event: RankingEvent) => heard.push(event));
      await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'subscription');
      return heard;
    };
    const until = (heard: RankingEvent[], count: number, what: string) =>
      within(
        (async () => {
          while (heard.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        5000,
        what,
      );
    const first = await played(host, [paula], { city });
    await mark(host, first, paula, 'present');
    await confirm(paula, first);
    const paulaHeard = await listen(paula);
    const pedroHeard = await listen(pedro);
    const second = await played(host, [pedro], { city, discipline: 'futbol' });
    const third = await played(host, [pedro], { city, discipline: 'futbol' });
    for (const activity of [second, third]) {
      await mark(host, activity, pedro, 'present');
      await confirm(pedro, activity);
    }
    // Pedro hears his own places (and being overtaken by the host on the football board).
    await until(pedroHeard, 4, "Pedro's positions");
    await within(
      (async () => {
        while (!pedroHeard.some((event) => event.points === 20 && !event.discipline_option_id))
          await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      5000,
      'the third activity',
    );
    expect(pedroHeard.filter((event) => event.points === 20)).toEqual([
      {
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        city_id: api.ref.city(city),
        discipline_option_id: null,
        points: 20,
        position: 2, // behind the host's 30
      },
      {
        month: expect.any(String),
        city_id: api.ref.city(city),
        discipline_option_id: api.ref.optionTagged('disciplines', 'disciplines-futbol'),
        points: 20,
        // Ahead of the host's 15 until the host's own points for it overtake him.
        position: 1,
      },
    ]);
    expect(pedroHeard.at(-1)).toMatchObject({ points: null, position: null });
    await until(paulaHeard, 1, 'Paula overtaken');
    expect(paulaHeard[0]).toMatchObject({
      discipline_option_id: null,
      points: null,
      position: null,
    });
    const pending = (await get(pedro, '/attendance/pending')).json<AttendancePending>();
    expect(pending.data.map((item) => item.activity.id)).not.toContain(second.id);
    const hostPending = (await get(host, '/attendance/pending')).json<AttendancePending>();
    expect(hostPending.data).toEqual([]);
  });

  it('lists what waits for the member’s word while it can be given', async () => {
    const host = await api.member('Quique');
    const guest = await api.member('Queralt');
    const activity = await played(host, [guest]);
    const waiting = async (session: Session) =>
      (await get(session, '/attendance/pending'))
        .json<AttendancePending>()
        .data.map((item) => [item.activity.id, item.role]);
    expect(await waiting(host)).toEqual([[activity.id, 'host']]);
    expect(await waiting(guest)).toEqual([[activity.id, 'member']]);
    await confirm(guest, activity);
    expect(await waiting(guest)).toEqual([]);
    await mark(host, activity, guest, 'absent');
    expect(await waiting(host)).toEqual([]);
  });
});
