import type { Activity } from '@app/contract/activities';
import type { Challenge, ChallengeEvent } from '@app/contract/challenges';
import type { CoinHistory } from '@app/contract/coins';
import type { PointEntry, RankingEvent } from '@app/contract/ranking';
import type { UserBadgeList } from '@app/contract/store';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-counting-key';
const HOUR = 3_600_000;

/**
 * Facts that count (decision 0034): a verified attendance counts for points, coins and
 * challenges alike once its plan has ended, within the day's three activities and the pair
 * rule, exactly once however its counting races.
 */
describe.each(backends)('facts that count on $name', (backend) => {
  const api = apiSuite(backend, {
    env: {
      PUSHER_APP_ID: 'antojo-counting',
      PUSHER_APP_KEY: KEY,
      PUSHER_APP_SECRET: 'h'.repeat(64),
      // The sweep that counts what was verified before its plan ended, often enough to wait for.
      FACTS_SWEEP_MS: '100',
    },
    emails: 'hechos',
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
  const pointsOf = async (session: Session) =>
    (await get(session, '/points')).json<{ data: PointEntry[] }>().data;
  const sum = (entries: PointEntry[]) => entries.reduce((total, entry) => total + entry.points, 0);
  const coinsOf = async (session: Session) => (await get(session, '/coins')).json<CoinHistory>();
  const standing = async (session: Session, goal: Challenge) =>
    (await get(session, `/challenge/${goal.id}`)).json<Challenge>().me;
  const badgesOf = async (session: Session) =>
    (await get(session, `/user/${session.user.id}/badges`)).json<UserBadgeList>().data;

  /** `read`'s answer once it is defined (the sweep runs every FACTS_SWEEP_MS). */
  const eventually = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  async function challenge(fields: Record<string, string | number> = {}) {
    const response = await postForm(
      api.app,
      '/api/admin/challenges',
      Object.fromEntries(
        Object.entries({
          title: 'Reto',
          description: 'Haz planes.',
          metric: 'activities',
          goal: 10,
          starts_at: new Date(Date.now() - 30 * 24 * HOUR).toISOString(),
          ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
          reward_coins: 0,
          ...fields,
        }).map(([name, value]) => [name, String(value)]),
      ),
      staff.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Challenge>();
  }
  async function join(session: Session, goal: Challenge) {
    const response = await postForm(api.app, `/api/challenge/${goal.id}/join`, {}, session.token);
    expect(response.statusCode, response.body).toBe(200);
  }

  const mark = (host: Session, activity: Activity, guest: Session) =>
    postForm(
      api.app,
      `/api/activity/${activity.id}/attendance/${guest.user.id}`,
      { mark: 'present' },
      host.token,
    );
  /** Moves a plan, its duration kept, so that it ended `ago` (an SQL interval) before now. */
  const endedAgo = (activity: Activity, ago: string) =>
    queryRows(
      api.database.db,
      sql`update activities set start_at = now() - ${ago}::interval - duration_minutes * interval '1 minute' where id = ${activity.id}`,
    );
  /** The `_dev` route: the host ends their plan now, and it is counted at once. */
  const endNow = (host: Session, activity: Activity) =>
    postForm(api.app, `/api/_dev/activity/${activity.id}/end`, {}, host.token);

  /**
   * A plan of `host`'s with `guest`, under way (from an hour ago, 1 h 30) and verified: marked
   * present and confirmed while it has not ended.
   */
  async function verifiedUnderWay(host: Session, guest: Session) {
    const activity = await made.host(host, { participants: 1 });
    await made.join(guest, activity, host);
    await queryRows(
      api.database.db,
      sql`update activities set start_at = now() - interval '1 hour' where id = ${activity.id}`,
    );
    expect((await mark(host, activity, guest)).statusCode).toBe(200);
    expect((await made.confirm(guest, activity)).json()).toMatchObject({ verified: true });
    return activity;
  }

  it('counts a fact verified before its plan ended once it ends, live, for everything at once', async () => {
    const [host, ana] = [await api.member('Hugo'), await api.member('Ana')];
    const goal = await challenge({ goal: 1, reward_coins: 20, badge: '⭐', badge_name: 'Primera' });
    await join(ana, goal);
    const activity = await verifiedUnderWay(host, ana);

    // Verified, not ended: nothing yet, for anyone.
    expect(await pointsOf(ana)).toEqual([]);
    expect(await pointsOf(host)).toEqual([]);
    expect((await coinsOf(ana)).balance).toBe(0);
    expect(await standing(ana, goal)).toMatchObject({ progress: 0, completedAt: null });

    const live = echoClient(port, KEY, ana.token);
    closers.push(live.close);
    const progress: ChallengeEvent[] = [];
    const places: RankingEvent[] = [];
    const challengeChannel = live.echo.private(`challenge.${ana.wstoken}`);
    challengeChannel.listen('Message', (event: ChallengeEvent) => progress.push(event));
    const rankingChannel = live.echo.private(`ranking.${ana.wstoken}`);
    rankingChannel.listen('Message', (event: RankingEvent) => places.push(event));
    await within(
      Promise.all([
        new Promise((resolve) => challengeChannel.subscribed(resolve)),
        new Promise((resolve) => rankingChannel.subscribed(resolve)),
      ]),
      5000,
      'subscriptions',
    );

    // It ends: the sweep counts it, and she hears it.
    await endedAgo(activity, '1 minute');
    await eventually(async () => progress[0], 'the progress, live');
    expect(progress).toEqual([
      { challenge_id: goal.id, progress: 1, goal: 1, completed: true, rewarded: true },
    ]);
    await eventually(async () => places[0], 'her place, live');
    expect(places[0]).toMatchObject({ points: 10, discipline_option_id: null });
    expect(sum(await pointsOf(ana))).toBe(10);
    expect(sum(await pointsOf(host))).toBe(15);
    expect((await coinsOf(ana)).balance).toBe(5 + 20);
    expect((await coinsOf(host)).balance).toBe(8);
    expect(await badgesOf(ana)).toHaveLength(1);

    // Counted once: sweeping again, and the host ending it again, change nothing.
    expect((await endNow(ana, activity)).statusCode).toBe(403);
    expect((await endNow(host, activity)).json()).toEqual({ counted: 0 });
    expect((await pointsOf(ana)).length).toBe(1);
    expect((await coinsOf(ana)).balance).toBe(25);
    expect(await standing(ana, goal)).toMatchObject({ progress: 1 });
  });

  it('answers a word once stored even when counting it fails, and the sweep counts it later', async () => {
    const [host, eva] = [await api.member('Hugo'), await api.member('Eva')];
    const activity = await made.host(host, { participants: 1 });
    await made.join(eva, activity, host);
    await endedAgo(activity, '1 minute');
    // A fault in counting her fact (as a deadlock past its tries would be): her points refused.
    const fault = `refuse_points_${eva.user.id}`;
    await queryRows(
      api.database.db,
      sql.raw(`create function ${fault}() returns trigger language plpgsql as $$
        begin if new.user_id = ${eva.user.id} then raise exception 'counting fault'; end if;
        return new; end $$`),
    );
    await queryRows(
      api.database.db,
      sql.raw(`create trigger ${fault} before insert on point_entries
        for each row execute function ${fault}()`),
    );
    expect((await mark(host, activity, eva)).statusCode).toBe(200);
    const confirmed = await made.confirm(eva, activity);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ verified: true });
    expect(await pointsOf(eva)).toEqual([]);
    // The fault gone, the sweep finds the fact uncounted and counts it.
    await queryRows(api.database.db, sql.raw(`drop trigger ${fault} on point_entries`));
    await queryRows(api.database.db, sql.raw(`drop function ${fault}()`));
    const counted = await eventually(
      async () => ((await pointsOf(eva)).length > 0 ? await pointsOf(eva) : undefined),
      'her points, by the sweep',
    );
    expect(sum(counted)).toBe(10);
  });

  it('gives five 24-hour plans started five minutes ahead nothing until they end, then the caps', async () => {
    const [farmer, partner] = [await api.member('Fermín'), await api.member('Paco')];
    const goal = await challenge({ metric: 'minutes', goal: 5000, reward_coins: 500 });
    await join(partner, goal);
    await join(farmer, goal);
    const farmed: Activity[] = [];
    for (let i = 0; i < 5; i++) {
      const activity = await made.host(farmer, {
        participants: 1,
        hours: 5 / 60,
        duration: '24:00',
      });
      await made.join(partner, activity, farmer);
      expect((await mark(farmer, activity, partner)).statusCode).toBe(200);
      expect((await made.confirm(partner, activity)).json()).toMatchObject({ verified: true });
      farmed.push(activity);
    }
    // A second on: not a coin, not a minute, not a point.
    for (const who of [farmer, partner]) {
      expect(await pointsOf(who)).toEqual([]);
      expect((await coinsOf(who)).balance).toBe(0);
      expect(await standing(who, goal)).toMatchObject({ progress: 0 });
    }

    // A day on, all five ended: the same pair counts three shared plans in a week, no more.
    for (const activity of farmed) await endedAgo(activity, '1 hour');
    const entries = await eventually(async () => {
      const all = await pointsOf(partner);
      return all.length === 5 ? all : undefined;
    }, 'the five counted');
    expect(sum(entries)).toBe(30);
    expect(entries.filter((entry) => entry.capped_by === 'pair')).toHaveLength(2);
    expect(sum(await pointsOf(farmer))).toBe(45);
    expect((await coinsOf(partner)).balance).toBe(15);
    expect((await coinsOf(farmer)).balance).toBe(24);
    // Each of them: three days of plans, 4,320 minutes, short of the goal: no reward.
    expect(await standing(partner, goal)).toMatchObject({ progress: 3 * 1440, completedAt: null });
    expect(await standing(farmer, goal)).toMatchObject({ progress: 3 * 1440, completedAt: null });
  });

  it('holds challenges and coins to the day’s three activities, the day the plans ended', async () => {
    const bea = await api.member('Bea');
    const goal = await challenge({ goal: 10 });
    await join(bea, goal);
    const hosts = await Promise.all(
      ['Ciro', 'Dora', 'Eloy', 'Flor'].map((name) => api.member(name)),
    );
    const played: Activity[] = [];
    for (const host of hosts) played.push(await verifiedUnderWay(host, bea));
    // Started on different days, all four ended within the same minute.
    for (const [index, activity] of played.entries()) {
      await queryRows(
        api.database.db,
        sql`update activities set start_at = now() - interval '2 minutes' - ${`${index + 1} days`}::interval, duration_minutes = ${(index + 1) * 1440} where id = ${activity.id}`,
      );
    }
    const entries = await eventually(async () => {
      const all = await pointsOf(bea);
      return all.length === 4 ? all : undefined;
    }, 'the four counted');
    expect(entries.filter((entry) => entry.capped_by === 'day')).toHaveLength(1);
    expect(sum(entries)).toBe(30);
    expect((await coinsOf(bea)).balance).toBe(15);
    expect(await standing(bea, goal)).toMatchObject({ progress: 3 });
  });

  it('stops counting the same pair’s shared plans past three in seven days, either way round', async () => {
    const [gil, hana, iris] = [
      await api.member('Gil'),
      await api.member('Hana'),
      await api.member('Iris'),
    ];
    const goal = await challenge({ goal: 10 });
    await join(hana, goal);
    /** One shared plan that ended `ago`: counted once the sweep has seen it. */
    const shared = async (host: Session, guest: Session, ago: string) => {
      const activity = await verifiedUnderWay(host, guest);
      await endedAgo(activity, ago);
      await eventually(async () => {
        const entries = await pointsOf(guest);
        return entries.some((entry) => entry.activity_id === activity.id) ? true : undefined;
      }, `the plan that ended ${ago} ago`);
      return activity;
    };
    await shared(gil, hana, '10 days');
    await shared(gil, hana, '9 days');
    await shared(hana, gil, '8 days'); // Hana hosts Gil: the same pair
    const held = await shared(gil, hana, '7 days 12 hours');
    await shared(iris, hana, '7 days 12 hours'); // another pair: counts
    await shared(gil, hana, '1 hour'); // the week before it holds one of theirs: counts again

    const hanas = await pointsOf(hana);
    expect(hanas.find((entry) => entry.activity_id === held.id)).toMatchObject({
      points: 0,
      capped: true,
      capped_by: 'pair',
    });
    // As a participant: 10 + 10 + 10 + 10 (the held one nothing); as a host, 15.
    expect(sum(hanas)).toBe(55);
    // Gil hosted four (one held: no hosting for it) and took part once.
    const gils = await pointsOf(gil);
    expect(gils.filter((entry) => entry.kind === 'hosting')).toHaveLength(3);
    expect(sum(gils)).toBe(3 * 15 + 10);
    // Her challenge counts what her points counted: three as a participant, one as a host.
    expect(await standing(hana, goal)).toMatchObject({ progress: 5 });
  });

  it('counts for a challenge the plans that ended in its period', async () => {
    const [host, jon] = [await api.member('Kiko'), await api.member('Jon')];
    const goal = await challenge({ goal: 10 });
    await join(jon, goal);
    // Its period: from three hours ago to an hour ago.
    await queryRows(
      api.database.db,
      sql`update challenges set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' where id = ${goal.id}`,
    );
    const startedBefore = await verifiedUnderWay(host, jon); // 4 h 30 ago, ends 2 h ago: in
    await queryRows(
      api.database.db,
      sql`update activities set start_at = now() - interval '4 hours 30 minutes', duration_minutes = 150 where id = ${startedBefore.id}`,
    );
    const endedAfter = await verifiedUnderWay(host, jon); // 2 h ago, ends 30 min ago: out
    await queryRows(
      api.database.db,
      sql`update activities set start_at = now() - interval '2 hours', duration_minutes = 90 where id = ${endedAfter.id}`,
    );
    await eventually(async () => {
      const entries = await pointsOf(jon);
      return entries.length === 2 ? entries : undefined;
    }, 'both counted');
    expect(await standing(jon, goal)).toMatchObject({ progress: 1 });
    const [fact] = await queryRows<{ activity_id: number }>(
      api.database.db,
      sql`select activity_id from challenge_facts where challenge_id = ${goal.id}`,
    );
    expect(fact?.activity_id).toBe(startedBefore.id);
  });

  it('rewards the coins and the badge exactly once when the facts that complete it race', async () => {
    const rounds = backend.name === 'postgres' ? 8 : 2;
    for (let round = 0; round < rounds; round++) {
      const lia = await api.member('Lía');
      const goal = await challenge({ goal: 2, reward_coins: 30, badge: '🏁', badge_name: 'Meta' });
      await join(lia, goal);
      const hosts = await Promise.all(['Mar', 'Nil', 'Oto'].map((name) => api.member(name)));
      // Two verified while under way; the third marked, her word still to come.
      const early = [
        await verifiedUnderWay(hosts[0]!, lia),
        await verifiedUnderWay(hosts[1]!, lia),
      ];
      const late = await made.host(hosts[2]!, { participants: 1 });
      await made.join(lia, late, hosts[2]!);
      await queryRows(
        api.database.db,
        sql`update activities set start_at = now() - interval '1 hour' where id = ${late.id}`,
      );
      expect((await mark(hosts[2]!, late, lia)).statusCode).toBe(200);
      await endedAgo(late, '1 minute');
      // All at once: her word after the end (counted in its request), the hosts ending theirs
      // (each request sweeps), and the app's own sweep.
      const answers = await Promise.all([
        made.confirm(lia, late),
        endNow(hosts[0]!, early[0]!),
        endNow(hosts[1]!, early[1]!),
        endNow(hosts[0]!, early[0]!),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      await eventually(async () => {
        const entries = await pointsOf(lia);
        return entries.length === 3 ? entries : undefined;
      }, 'her three facts');
      const coins = await coinsOf(lia);
      expect(coins.data.filter((entry) => entry.reason === 'challenge')).toHaveLength(1);
      expect(coins.balance).toBe(3 * 5 + 30);
      expect(await badgesOf(lia)).toHaveLength(1);
      expect(await standing(lia, goal)).toMatchObject({
        progress: 3,
        completedAt: expect.any(String),
      });
    }
  });
});
