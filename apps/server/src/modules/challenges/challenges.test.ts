import type { Activity } from '@app/contract/activities';
import type { CoinHistory } from '@app/contract/coins';
import type { UserBadgeList } from '@app/contract/store';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { bearer, postForm, referenceIds, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { createChallengesService, type ChallengeInput } from './challenges.service.js';

const HOUR = 3_600_000;

describe.each(backends)('challenges on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  let made: ReturnType<typeof plans>;
  // The same tables the app's own service reads: creating and joining go through this one
  // until the routes exist; counting and rewards happen in the app, on verified attendances.
  let challenges: ReturnType<typeof createChallengesService>;

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database));
    ref = await referenceIds(app);
    made = plans(app, ref);
    const unused = () => Promise.reject(new Error('not in this test'));
    challenges = createChallengesService(database.db, {
      coins: { transferIn: unused },
      badges: { awardBadgeIn: unused },
      levels: { calorieEstimate: unused },
    });
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  let accounts = 0;
  const member = (firstname: string) =>
    signUp(app, `retos-${++accounts}@example.com`, { firstname });
  const challenge = (over: Partial<ChallengeInput> = {}) =>
    challenges.create({
      title: 'Dos planes esta semana',
      description: 'Asiste a dos planes.',
      metric: 'activities',
      goal: 2,
      startsAt: new Date(Date.now() - 24 * HOUR),
      endsAt: new Date(Date.now() + 24 * HOUR),
      rewardCoins: 25,
      badgeName: 'Constante',
      badge: '🔥',
      ...over,
    });
  const coinsOf = async (session: Session) =>
    (await app.inject({ url: '/api/coins', headers: bearer(session) })).json<CoinHistory>();

  /** `guest` in a plan of `host`'s (padel unless said), started two hours ago; not verified. */
  async function played(host: Session, guest: Session, discipline = 'padel') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: bearer(host),
      payload: {
        type: ref.optionTagged('activity_types', 'activity_types-sport'),
        discipline: ref.optionTagged('disciplines', `disciplines-${discipline}`),
        city: ref.city('Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: 'Partido',
        start_at: new Date(Date.now() + 5 * HOUR).toISOString(),
        duration: '01:30',
        participants: 1,
      },
    });
    const activity = response.json<Activity>();
    await made.join(guest, activity, host);
    await queryRows(
      database.db,
      sql`update activities set start_at = now() - interval '2 hours' where id = ${activity.id}`,
    );
    await postForm(
      app,
      `/api/activity/${activity.id}/attendance/${guest.user.id}`,
      { mark: 'present' },
      host.token,
    );
    return activity;
  }
  const confirm = (guest: Session, activity: Activity) =>
    postForm(app, `/api/activity/${activity.id}/attendance`, { took_place: '1' }, guest.token);

  it('rewards the goal once, with its coins and badge, and counts on after', async () => {
    const host = await member('Hilda');
    const ana = await member('Ana');
    const goal = await challenge();
    await challenges.join(goal.id, ana.user.id);
    await confirm(ana, await played(host, ana));
    expect(await challenges.standing(goal.id, ana.user.id)).toMatchObject({
      progress: 1,
      completedAt: null,
    });
    await confirm(ana, await played(host, ana));
    const done = await challenges.standing(goal.id, ana.user.id);
    expect(done).toMatchObject({ progress: 2 });
    expect(done?.completedAt).toBeInstanceOf(Date);
    // Two attendances (5 each) and the reward (25).
    const coins = await coinsOf(ana);
    expect(coins.balance).toBe(35);
    expect(coins.data.filter((entry) => entry.reason === 'challenge')).toHaveLength(1);
    const badges = (
      await app.inject({ url: `/api/user/${ana.user.id}/badges`, headers: bearer(host) })
    ).json<UserBadgeList>();
    expect(badges.data).toEqual([expect.objectContaining({ name: 'Constante', badge: '🔥' })]);

    await confirm(ana, await played(host, ana));
    expect((await challenges.standing(goal.id, ana.user.id))?.progress).toBe(3);
    expect((await coinsOf(ana)).balance).toBe(40);
  });

  it('counts only joined members, in its period and discipline, by its metric', async () => {
    const host = await member('Hugo');
    const bea = await member('Bea');
    const tennis = await challenge({
      disciplineOptionId: ref.optionTagged('disciplines', 'disciplines-tenis'),
      goal: 1,
    });
    const later = await challenge({ startsAt: new Date(Date.now() + HOUR), goal: 1 });
    const kcal = await challenge({ metric: 'kcal', goal: 10_000 });
    const kinds = await challenge({ metric: 'disciplines', goal: 5 });
    const notJoined = await challenge({ goal: 1 });
    for (const each of [tennis, later, kcal, kinds]) await challenges.join(each.id, bea.user.id);

    await confirm(bea, await played(host, bea, 'padel'));
    await confirm(bea, await played(host, bea, 'padel'));
    await confirm(bea, await played(host, bea, 'tenis'));
    expect((await challenges.standing(tennis.id, bea.user.id))?.progress).toBe(1);
    expect((await challenges.standing(later.id, bea.user.id))?.progress).toBe(0);
    expect(await challenges.standing(notJoined.id, bea.user.id)).toBeUndefined();
    expect((await challenges.standing(kinds.id, bea.user.id))?.progress).toBe(2);
    // Each attendance's estimate (moderate MET × 70 kg × 1.5 h), summed.
    const estimates = await Promise.all(
      (
        await queryRows<{ id: number }>(
          database.db,
          sql`select activity_id as id from challenge_facts where challenge_id = ${kcal.id}`,
        )
      ).map(
        async ({ id }) =>
          (await app.inject({ url: `/api/activity/${id}/calories`, headers: bearer(bea) })).json<{
            estimate: { kcal: number };
          }>().estimate.kcal,
      ),
    );
    expect((await challenges.standing(kcal.id, bea.user.id))?.progress).toBe(
      estimates.reduce((sum, value) => sum + value, 0),
    );
  });

  it('rewards exactly once when the attendances that complete it race', async () => {
    const host = await member('Irene');
    const cris = await member('Cris');
    const goal = await challenge({ goal: 2, rewardCoins: 50 });
    await challenges.join(goal.id, cris.user.id);
    const games = [await played(host, cris), await played(host, cris), await played(host, cris)];
    await Promise.all(games.map((game) => confirm(cris, game)));
    const standing = await challenges.standing(goal.id, cris.user.id);
    expect(standing?.progress).toBe(3);
    const coins = await coinsOf(cris);
    expect(coins.data.filter((entry) => entry.reason === 'challenge')).toHaveLength(1);
    expect(coins.balance).toBe(3 * 5 + 50);
  });
});
