import type { Activity } from '@app/contract/activities';
import type { Invitation } from '@app/contract/friends';
import type { NotificationItem } from '@app/contract/notification-centre';
import { SERIES_MESSAGES } from '@app/contract/series';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/database.js';
import { loadSecrets } from '../../lib/secrets.js';
import { createServices, type Services } from '../../services.js';
import { bearer, postForm, type Session } from '../../test/accounts.js';
import { backends, tempDir } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

// Series (issue 38, decision 0051): a plan every week or two until a day, each occurrence a
// plan of its own, made 14 days ahead by the sweep on the city's wall clock (across a clock
// change), its regulars invited to the next once it ends, and edits or removals of one plan
// or of it and the following ones.

/** Madrid's clocks go forward on 28 March 2027: a weekly 19:00 must stay 19:00. */
const FIRST = '2027-03-16T19:00:00+01:00';

describe.each(backends)('series of plans, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'serie' });
  let made: ReturnType<typeof plans>;
  /** A node whose clock the test sets: its sweep runs as at `now`. */
  let now = new Date(FIRST);
  const nodes: Services[] = [];
  const data = tempDir();
  beforeAll(() => {
    made = plans(api.app, api.ref);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir });
    for (let index = 0; index < 2; index += 1) {
      nodes.push(
        createServices(api.database, config, loadSecrets(config), null, { warn() {} }, () => now),
      );
    }
  });
  afterAll(() => {
    for (const node of nodes) node.notifier.close();
    data.remove();
  });

  const sweepAt = async (at: string) => {
    now = new Date(at);
    return nodes[0]!.seriesSweep.sweep();
  };

  const form = (fields: Record<string, unknown> = {}) => ({
    type: api.ref.optionTagged('activity_types', 'activity_types-sport'),
    discipline: api.ref.optionTagged('disciplines', 'disciplines-padel'),
    city: api.ref.city('Madrid'),
    location: { lat: 40.42, lon: -3.7, address: 'Club de pádel' },
    description: 'Pádel de los martes',
    start_at: FIRST,
    duration: '01:30',
    participants: 3,
    repeat_weeks: 1,
    repeat_until: '2027-04-06',
    ...fields,
  });
  const create = (session: Session, fields: Record<string, unknown> = {}) =>
    api.send(session, 'POST', '/activity', form(fields));
  /** The series' plans, in order: start as the city's clock says, and description. */
  const planList = async (seriesId: number) =>
    (
      await queryRows<{ id: number; series_index: number }>(
        api.database.db,
        sql`select id, series_index from activities where series_id = ${seriesId} order by series_index`,
      )
    ).map((row) => row);
  const viewOf = async (session: Session, id: number) =>
    (await api.send(session, 'GET', `/activity/${id}`)).json<Activity>();
  const viewsOf = async (session: Session, seriesId: number) =>
    Promise.all((await planList(seriesId)).map((row) => viewOf(session, row.id)));

  it('refuses a series without its last day, ending before it starts, or beyond a year', async () => {
    const ana = await api.member('Ana');
    const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
      const response = await create(ana, fields);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([
        message,
      ]);
    };
    await refused({ repeat_until: undefined }, 'repeat_until', SERIES_MESSAGES.untilMissing);
    await refused({ repeat_weeks: undefined }, 'repeat_weeks', SERIES_MESSAGES.untilWithoutRepeat);
    await refused({ repeat_until: '2027-03-16' }, 'repeat_until', SERIES_MESSAGES.untilBefore);
    await refused({ repeat_until: '2028-03-17' }, 'repeat_until', SERIES_MESSAGES.untilFar);
    await refused({ repeat_weeks: 3 }, 'repeat_weeks', SERIES_MESSAGES.every);
    await refused({ repeat_until: '2027-02-30' }, 'repeat_until', 'Esa fecha no existe.');
    // A plan that does not repeat has no following ones to change.
    const single = await made.host(ana);
    const scoped = await api.send(ana, 'DELETE', `/activity/${single.id}?scope=following`);
    expect(scoped.statusCode).toBe(422);
    expect(scoped.json<{ errors: Record<string, string[]> }>().errors.scope).toEqual([
      SERIES_MESSAGES.notInSeries,
    ]);
  });

  it("makes each plan 14 days ahead on the city's wall clock, across the clock change, once with two nodes", async () => {
    const ana = await api.member('Ana');
    const response = await create(ana);
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json<Activity>();
    expect(first.start_at).toBe(FIRST);
    expect(first.series).toMatchObject({ every_weeks: 1, until: '2027-04-06' });
    const seriesId = first.series!.id;
    // Made today: only the first is within 14 days of... the real today, months before.
    expect(await planList(seriesId)).toHaveLength(1);

    // Four days before the first plan, two nodes sweep at the same moment.
    now = new Date('2027-03-12T10:00:00+01:00');
    const sweeps = await Promise.all(nodes.map((node) => node.seriesSweep.sweep()));
    expect(sweeps.reduce((total, sweep) => total + sweep.made, 0)).toBe(1);
    await sweepAt('2027-03-20T10:00:00+01:00');
    await sweepAt('2027-03-25T10:00:00+01:00');
    await sweepAt('2027-04-05T10:00:00+02:00');
    const views = await viewsOf(ana, seriesId);
    expect(views.map((view) => view.start_at)).toEqual([
      '2027-03-16T19:00:00+01:00',
      '2027-03-23T19:00:00+01:00',
      '2027-03-30T19:00:00+02:00',
      '2027-04-06T19:00:00+02:00',
    ]);
    // Each its own plan, with what the form said.
    expect(new Set(views.map((view) => view.id)).size).toBe(4);
    for (const view of views) {
      expect(view).toMatchObject({
        description: 'Pádel de los martes',
        participants: 3,
        duration: '01:30',
        user: { id: ana.user.id },
        series: { id: seriesId, every_weeks: 1, until: '2027-04-06' },
      });
      expect(view.location.address).toBe('Club de pádel');
    }
    // The last day reached: no more.
    expect((await sweepAt('2027-04-20T10:00:00+02:00')).made).toBe(0);
    expect(await planList(seriesId)).toHaveLength(4);
  });

  it('every two weeks, as many as the days allow', async () => {
    const ana = await api.member('Ana');
    const first = (
      await create(ana, { repeat_weeks: 2, repeat_until: '2027-04-20' })
    ).json<Activity>();
    await sweepAt('2027-03-20T10:00:00+01:00');
    await sweepAt('2027-04-10T10:00:00+02:00');
    const views = await viewsOf(ana, first.series!.id);
    expect(views.map((view) => view.start_at)).toEqual([
      '2027-03-16T19:00:00+01:00',
      '2027-03-30T19:00:00+02:00',
      '2027-04-13T19:00:00+02:00',
    ]);
  });

  it('invites the regulars of a plan that ended to the next one, once, and they take a place in one step', async () => {
    const ana = await api.member('Ana');
    const [bea, carlos, dani] = await Promise.all([
      api.member('Bea'),
      api.member('Carlos'),
      api.member('Dani'),
    ]);
    const first = (await create(ana)).json<Activity>();
    await made.join(bea, first, ana);
    await made.join(carlos, first, ana);
    await sweepAt('2027-03-12T10:00:00+01:00');
    const [, second] = await viewsOf(ana, first.series!.id);
    // Carlos asked for the next one already: he is left as he is.
    expect((await made.ask(carlos, second!)).statusCode).toBe(200);

    // Still under way: nobody is invited yet.
    expect((await sweepAt('2027-03-16T20:00:00+01:00')).invited).toBe(0);
    // Ended: two nodes sweep at once, and Bea alone is invited, once.
    now = new Date('2027-03-16T21:00:00+01:00');
    const sweeps = await Promise.all(nodes.map((node) => node.seriesSweep.sweep()));
    expect(sweeps.reduce((total, sweep) => total + sweep.invited, 0)).toBe(1);
    const invitations = async (session: Session) =>
      (await api.send(session, 'GET', '/invitations')).json<{ data: Invitation[] }>().data;
    expect((await invitations(bea)).map((invitation) => invitation.activity.id)).toEqual([
      second!.id,
    ]);
    expect(await invitations(carlos)).toEqual([]);
    expect(await invitations(dani)).toEqual([]);
    const notices = (await api.send(bea, 'GET', '/notifications'))
      .json<{ data: NotificationItem[] }>()
      .data.filter((item) => item.kind === 'invitation');
    expect(notices).toHaveLength(1);
    expect((await sweepAt('2027-03-17T10:00:00+01:00')).invited).toBe(0);

    const accepted = await api.send(bea, 'POST', `/activity/${second!.id}/invitation`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await viewOf(ana, second!.id)).matchedCount).toBe(1);
  });

  it('changes one plan, or it and the following ones, and the plans still to be made follow', async () => {
    const ana = await api.member('Ana');
    const [bea, carlos] = await Promise.all([api.member('Bea'), api.member('Carlos')]);
    const first = (await create(ana)).json<Activity>();
    const seriesId = first.series!.id;
    await sweepAt('2027-03-12T10:00:00+01:00');
    const [one, two, three] = await viewsOf(ana, seriesId);
    expect(three).toBeUndefined();
    await made.join(bea, two!, ana);
    await made.join(carlos, two!, ana);

    // Only this one.
    const alone = await postForm(
      api.app,
      `/api/activity/${one!.id}?scope=one`,
      { description: 'Pádel y cañas' },
      ana.token,
    );
    expect(alone.statusCode, alone.body).toBe(200);

    // Fewer places than people in one of the following: nothing changes.
    const refused = await postForm(
      api.app,
      `/api/activity/${one!.id}?scope=following`,
      { participants: '1', description: 'No' },
      ana.token,
    );
    expect(refused.statusCode).toBe(409);
    expect((await viewOf(ana, one!.id)).description).toBe('Pádel y cañas');

    // This one and the following: an hour later, another text.
    const moved = await postForm(
      api.app,
      `/api/activity/${two!.id}?scope=following`,
      { start_at: '2027-03-23T20:00:00+01:00', description: 'Pádel a las ocho', participants: '4' },
      ana.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Activity>()).toMatchObject({
      start_at: '2027-03-23T20:00:00+01:00',
      description: 'Pádel a las ocho',
    });
    await sweepAt('2027-03-25T10:00:00+01:00');
    const views = await viewsOf(ana, seriesId);
    expect(views.map((view) => [view.start_at, view.description, view.participants])).toEqual([
      ['2027-03-16T19:00:00+01:00', 'Pádel y cañas', 3],
      ['2027-03-23T20:00:00+01:00', 'Pádel a las ocho', 4],
      ['2027-03-30T20:00:00+02:00', 'Pádel a las ocho', 4],
      ['2027-04-06T20:00:00+02:00', 'Pádel a las ocho', 4],
    ]);
    // Bea and Carlos keep their places in the moved plan.
    expect(views[1]!.matchedCount).toBe(2);
  });

  it('removes one plan, or it and the following ones, and the series then ends', async () => {
    const ana = await api.member('Ana');
    const bea = await api.member('Bea');
    const first = (await create(ana, { repeat_until: '2027-04-27' })).json<Activity>();
    const seriesId = first.series!.id;
    await sweepAt('2027-03-12T10:00:00+01:00');
    const [, two] = await viewsOf(ana, seriesId);
    // Not another member's to remove.
    expect((await api.send(bea, 'DELETE', `/activity/${two!.id}?scope=following`)).statusCode).toBe(
      403,
    );
    const removed = await api.send(ana, 'DELETE', `/activity/${two!.id}?scope=one`);
    expect(removed.statusCode, removed.body).toBe(200);
    // The one removed is not made again.
    await sweepAt('2027-03-25T10:00:00+01:00');
    let views = await viewsOf(ana, seriesId);
    expect(views.map((view) => view.start_at)).toEqual([
      '2027-03-16T19:00:00+01:00',
      '2027-03-30T19:00:00+02:00',
      '2027-04-06T19:00:00+02:00',
    ]);

    const following = await api.send(ana, 'DELETE', `/activity/${views[1]!.id}?scope=following`);
    expect(following.statusCode, following.body).toBe(200);
    await sweepAt('2027-04-20T10:00:00+02:00');
    views = await viewsOf(ana, seriesId);
    expect(views.map((view) => view.start_at)).toEqual(['2027-03-16T19:00:00+01:00']);
    // It ends the day before the plan removed.
    expect(views[0]!.series).toMatchObject({ until: '2027-03-29' });

    // Every plan of a series removed: the series goes too.
    const again = (await create(ana)).json<Activity>();
    expect(
      (await api.send(ana, 'DELETE', `/activity/${again.id}?scope=following`)).statusCode,
    ).toBe(200);
    const [left] = await queryRows<{ count: number }>(
      api.database.db,
      sql`select count(*)::int as count from plan_series where id = ${again.series!.id}`,
    );
    expect(left!.count).toBe(0);
  });

  it("ends a group's series when its host leaves the group", async () => {
    const [owner, ana] = await Promise.all([api.member('Olga'), api.member('Ana')]);
    const group = (
      await api.send(owner, 'POST', '/group', { name: 'Pádel del barrio', visibility: 'public' })
    ).json<{ id: number }>();
    expect((await api.send(ana, 'POST', `/group/${group.id}/join`)).statusCode).toBe(200);
    const first = (
      await create(ana, { group: group.id, repeat_until: '2027-05-04' })
    ).json<Activity>();
    expect(first.group_id).toBe(group.id);
    await sweepAt('2027-03-12T10:00:00+01:00');
    expect(await planList(first.series!.id)).toHaveLength(2);
    expect((await api.send(ana, 'POST', `/group/${group.id}/leave`)).statusCode).toBe(200);
    await sweepAt('2027-03-25T10:00:00+01:00');
    expect(await planList(first.series!.id)).toHaveLength(2);
  });

  it('answers the plan with its series to the SDK shape and keeps a plain plan without one', async () => {
    const ana = await api.member('Ana');
    const plain = await made.host(ana);
    expect(plain.series).toBeNull();
    const listed = await api.app.inject({
      method: 'GET',
      url: '/api/activity?type=host',
      headers: bearer(ana),
    });
    expect(listed.json<{ data: Activity[] }>().data[0]!.series).toBeNull();
  });
});
