import type { Activity } from '@app/contract/activities';
import {
  LEVEL_PRIOR,
  levelOf,
  type ActivityResult,
  type SportLevel,
  type SportsProfile,
} from '@app/contract/levels';
import { estimateKcal, type CalorieEstimate } from '@app/contract/calories';
import type { NotificationItem } from '@app/contract/notification-centre';
import { sql } from 'drizzle-orm';
import { rate } from 'openskill';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';
import { LEVEL_MODEL } from './levels.service.js';

describe.each(backends)('levels and results on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'nivel' });
  let made: ReturnType<typeof plans>;
  let padel: number;

  beforeAll(() => {
    made = plans(api.app, api.ref);
    padel = api.ref.optionTagged('disciplines', 'disciplines-padel');
  });

  const assess = (session: Session, answers: Record<string, number>, discipline = padel) =>
    api.send(session, 'POST', '/sports/assessment', { discipline, ...answers });
  const levelIn = async (session: Session, discipline = padel) =>
    (await api.send(session, 'GET', `/user/${session.user.id}/sports`))
      .json<SportsProfile>()
      .levels.find((level) => level.discipline_option_id === discipline);
  /** Mu and sigma as stored, to compare with the library's own figures. */
  const ratingOf = async (session: Session) =>
    (
      await queryRows<{ mu: number; sigma: number }>(
        api.database.db,
        sql`select mu, sigma from sport_levels where user_id = ${session.user.id} and discipline_option_id = ${padel}`,
      )
    )[0] ?? { mu: LEVEL_PRIOR.mu, sigma: LEVEL_PRIOR.sigma };

  /** A padel match hosted by `host` with `guests` in it, started an hour ago. */
  const match = (host: Session, guests: Session[], discipline: number | null = padel) =>
    made.started(api.database.db, host, guests, discipline);
  const report = (
    session: Session,
    activity: Activity,
    a: Session[],
    b: Session[],
    winner: 'a' | 'b' | 'draw',
  ) =>
    api.send(session, 'POST', `/activity/${activity.id}/result`, {
      team_a: a.map((s) => s.user.id),
      team_b: b.map((s) => s.user.id),
      winner,
    });
  const answer = (session: Session, activity: Activity, confirm: boolean) =>
    api.send(session, 'POST', `/activity/${activity.id}/result/answer`, { confirm });
  /** The kinds of `session`'s unread notices about `activity`'s result. */
  const told = async (session: Session, activity: Activity) =>
    (await api.send(session, 'GET', '/notifications'))
      .json<{ data: NotificationItem[] }>()
      .data.filter(
        (item) =>
          !item.read && item.activity?.id === activity.id && item.kind.startsWith('result_'),
      )
      .map((item) => item.kind);

  it('gives a first level from the four answers, as uncertain as a newcomer', async () => {
    const ana = await api.member('Ana');
    const top = await assess(ana, { years: 3, frequency: 3, competition: 3, technique: 3 });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json<SportLevel>()).toMatchObject({ level: 6.5, reliability: 0, results: 0 });
    // Until a result moves it, the member may answer again.
    const mid = await assess(ana, { years: 2, frequency: 2, competition: 1, technique: 1 });
    expect(mid.json<SportLevel>().level).toBe(levelOf(0.5 + 0.6 + 0.6 + 0.7 + 0.7));
    expect((await levelIn(ana))?.level).toBe(3.1);

    const wrong = await assess(ana, { years: 4, frequency: 0, competition: 0, technique: 0 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { years: ['Elige una respuesta.'] } });
    const notDiscipline = await assess(
      ana,
      { years: 0, frequency: 0, competition: 0, technique: 0 },
      api.ref.optionTagged('levels', 'levels-todos'),
    );
    expect(notDiscipline.json()).toMatchObject({
      errors: { discipline: ['La disciplina elegida no es válida.'] },
    });
  });

  it('moves every player once the other side confirms, by the library’s own figures', async () => {
    const host = await api.member('Hugo');
    const [bea, ciro, dani] = [
      await api.member('Bea'),
      await api.member('Ciro'),
      await api.member('Dani'),
    ];
    await assess(host, { years: 3, frequency: 3, competition: 1, technique: 2 });
    const activity = await match(host, [bea, ciro, dani]);
    const before = await Promise.all([host, bea, ciro, dani].map(ratingOf));

    const reported = await report(bea, activity, [host, bea], [ciro, dani], 'a');
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<ActivityResult>()).toMatchObject({ status: 'reported', changes: [] });
    // Bea's own side and Bea herself do not confirm; the host reported nothing, but plays on a.
    expect((await answer(bea, activity, true)).statusCode).toBe(403);
    const sameSide = await answer(host, activity, true);
    expect(sameSide.statusCode).toBe(200); // the host may confirm whoever reported
    const result = sameSide.json<ActivityResult>();
    expect(result.status).toBe('confirmed');

    const expected = rate(
      [
        [before[0]!, before[1]!],
        [before[2]!, before[3]!],
      ],
      { ...LEVEL_MODEL, rank: [1, 2] },
    ).flat();
    const after = await Promise.all([host, bea, ciro, dani].map(ratingOf));
    for (const [index, rating] of after.entries()) {
      expect(rating.mu).toBeCloseTo(expected[index]!.mu, 10);
      expect(rating.sigma).toBeCloseTo(expected[index]!.sigma, 10);
    }
    expect(after[1]!.mu).toBeGreaterThan(before[1]!.mu);
    expect(after[2]!.mu).toBeLessThan(before[2]!.mu);
    const beaLevel = await levelIn(bea);
    expect(beaLevel).toMatchObject({ level: levelOf(after[1]!.mu), results: 1 });
    expect(beaLevel!.reliability).toBeGreaterThan(0);
    expect(result.changes).toContainEqual({
      user_id: bea.user.id,
      before: levelOf(before[1]!.mu),
      after: levelOf(after[1]!.mu),
    });

    // Final: no new report, no second answer, no new self-assessment.
    expect((await report(ciro, activity, [ciro], [dani], 'a')).statusCode).toBe(409);
    expect((await answer(ciro, activity, true)).statusCode).toBe(409);
    expect(
      (await assess(bea, { years: 0, frequency: 0, competition: 0, technique: 0 })).statusCode,
    ).toBe(409);
  });

  it('changes nothing while a result is disputed, until a new report is confirmed', async () => {
    const host = await api.member('Irene');
    const [jon, kai, leo] = [
      await api.member('Jon'),
      await api.member('Kai'),
      await api.member('Leo'),
    ];
    const activity = await match(host, [jon, kai, leo]);
    // The players are listed to whoever plays, to form the teams; to nobody else.
    const seen = await api.send(jon, 'GET', `/activity/${activity.id}/result`);
    expect(seen.json()).toMatchObject({ result: null });
    expect(
      seen
        .json<{ players: { id: number }[] }>()
        .players.map((p) => p.id)
        .sort(),
    ).toEqual([host, jon, kai, leo].map((s) => s.user.id).sort());
    const stranger = await api.member('Quim');
    expect((await api.send(stranger, 'GET', `/activity/${activity.id}/result`)).json()).toEqual({
      result: null,
      players: [],
    });

    await report(jon, activity, [jon, kai], [leo], 'a');
    // Who may answer is asked to: Leo and the host, not Jon's own side.
    expect(await told(leo, activity)).toEqual(['result_reported']);
    expect(await told(host, activity)).toEqual(['result_reported']);
    expect(await told(kai, activity)).toEqual([]);
    // Kai is on Jon's side: only Leo or the host answers.
    expect((await answer(kai, activity, true)).statusCode).toBe(403);
    const disputed = await answer(leo, activity, false);
    expect(disputed.json<ActivityResult>().status).toBe('disputed');
    // Answered: the asks are read; Jon hears of the dispute.
    expect(await told(host, activity)).toEqual([]);
    expect(await told(jon, activity)).toEqual(['result_disputed']);
    expect(await levelIn(jon)).toBeUndefined();
    const stale = await answer(host, activity, true);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'No hay ningún resultado que responder.' });

    await report(leo, activity, [jon, kai], [leo], 'draw');
    const confirmed = await answer(jon, activity, true);
    expect(confirmed.json<ActivityResult>()).toMatchObject({ status: 'confirmed', winner: 'draw' });
    expect((await levelIn(jon))?.results).toBe(1);
    // Everyone it moved hears it, but the one who confirmed.
    expect(await told(kai, activity)).toEqual(['result_confirmed']);
    expect(await told(leo, activity)).toEqual(['result_confirmed']);
    expect(await told(jon, activity)).toEqual(['result_disputed']);
  });

  it('applies a result once when two answers race', async () => {
    const host = await api.member('Mar');
    const [nil, olga, pau] = [
      await api.member('Nil'),
      await api.member('Olga'),
      await api.member('Pau'),
    ];
    const activity = await match(host, [nil, olga, pau]);
    await report(nil, activity, [nil], [olga, pau], 'b');
    const answers = await Promise.all([
      answer(olga, activity, true),
      answer(pau, activity, true),
      answer(host, activity, true),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await levelIn(olga))?.results).toBe(1);
    expect((await levelIn(nil))?.results).toBe(1);
  });

  it('refuses results of social plans, before the start, and of people not in it', async () => {
    const host = await api.member('Quim');
    const [rosa, sara] = [await api.member('Rosa'), await api.member('Sara')];
    const social = await match(host, [rosa], null);
    const notSport = await report(host, social, [host], [rosa], 'a');
    expect(notSport.statusCode).toBe(422);

    const activity = await match(host, [rosa]);
    expect((await report(host, activity, [host], [sara], 'a')).json()).toMatchObject({
      errors: {
        team_b: ['Solo pueden estar en los equipos quien organiza y las personas unidas.'],
      },
    });
    expect((await report(host, activity, [host, rosa], [rosa], 'a')).statusCode).toBe(422);
    expect((await report(sara, activity, [host], [rosa], 'a')).statusCode).toBe(403);
    expect((await report(host, activity, [host], [rosa], 'c' as 'a')).statusCode).toBe(422);
    await queryRows(
      api.database.db,
      sql`update activities set start_at = now() + interval '1 hour' where id = ${activity.id}`,
    );
    const early = await report(host, activity, [host], [rosa], 'a');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'El resultado se anota cuando la actividad ha empezado.',
    });
    expect((await api.send(sara, 'GET', `/activity/${activity.id}/result`)).json()).toMatchObject({
      result: null,
    });
  });

  it('estimates the calories of a plan for the member, with their weight or 70 kg', async () => {
    const host = await api.member('Tere');
    const [uma] = [await api.member('Uma')];
    const activity = await match(host, [uma]);
    const estimate = async () =>
      (await api.send(uma, 'GET', `/activity/${activity.id}/calories`)).json<CalorieEstimate>()
        .estimate;
    // Padel with no level asked and none known: moderate, 6.0 MET; 1 h 30; 70 kg.
    expect(await estimate()).toMatchObject({
      intensity: 'moderate',
      met: 6,
      minutes: 90,
      weight_kg: 70,
      weight_given: false,
      kcal: estimateKcal(6, 70, 90),
    });
    const saved = await api.send(uma, 'POST', `/user/${uma.user.id}`, { weight: 82 });
    expect(saved.json()).toMatchObject({ weight: 82 });
    // A beginner by her own answers: light, 4.5 MET.
    await assess(uma, { years: 0, frequency: 1, competition: 0, technique: 1 });
    expect(await estimate()).toMatchObject({
      intensity: 'light',
      weight_kg: 82,
      weight_given: true,
      kcal: estimateKcal(4.5, 82, 90),
    });
    // Her weight is hers alone.
    expect((await api.send(host, 'GET', `/user/${uma.user.id}`)).json()).not.toHaveProperty(
      'weight',
    );
    expect((await api.send(uma, 'POST', `/user/${uma.user.id}`, { weight: 20 })).statusCode).toBe(
      422,
    );
    const social = await match(host, [uma], null);
    expect((await api.send(uma, 'GET', `/activity/${social.id}/calories`)).json()).toEqual({
      estimate: null,
    });
  });

  it('filters "para mi nivel" and ranks the deck by the member’s level', async () => {
    const host = await api.member('Vera');
    const walter = await api.member('Walter');
    // A beginner at padel by his answers (0.5); no level at tennis.
    await assess(walter, { years: 0, frequency: 0, competition: 0, technique: 0 });
    const at = { lat: 36.72, lon: -4.42 };
    const plan = async (discipline: string, level: string) => {
      const response = await api.send(host, 'POST', '/activity', {
        type: api.ref.optionTagged('activity_types', 'activity_types-sport'),
        discipline: api.ref.optionTagged('disciplines', `disciplines-${discipline}`),
        level: api.ref.optionTagged('levels', `levels-${level}`),
        city: api.ref.city('Málaga'),
        location: at,
        description: `Plan de ${discipline} ${level}`,
        start_at: new Date(Date.now() + 30 * 3_600_000).toISOString(),
        duration: '01:00',
        participants: 4,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Activity>().id;
    };
    const beginners = await plan('padel', 'principiante');
    const open = await plan('padel', 'todos');
    const advanced = await plan('padel', 'avanzado');
    const tennis = await plan('tenis', 'avanzado');
    const listed = async (filter: object) =>
      (
        await api.send(
          walter,
          'GET',
          `/activity?pageSize=50&filter=${encodeURIComponent(JSON.stringify({ city: api.ref.city('Málaga'), ...filter }))}`,
        )
      )
        .json<{ data: Activity[] }>()
        .data.map((activity) => activity.id)
        .sort((a, b) => a - b);
    expect(await listed({})).toEqual([beginners, open, advanced, tennis]);
    expect(await listed({ for_my_level: true })).toEqual([beginners, open, tennis]);

    const deck = (
      await api.send(walter, 'GET', `/activity/deck?lat=${at.lat}&lon=${at.lon}&km=5&limit=20`)
    ).json<{ data: { activity: Activity; score: number }[] }>().data;
    const score = (id: number) => deck.find((card) => card.activity.id === id)!.score;
    // Same place, time and discipline: only the level fit (weight 0.15) tells them apart.
    expect(score(beginners) - score(advanced)).toBeCloseTo(0.15, 3);
    expect(score(open)).toBeCloseTo(score(beginners), 6);
  });
});
