import type { Activity } from '@app/contract/activities';
import type { Invitation } from '@app/contract/friends';
import type { PublicActivity } from '@app/contract/share';
import type { NotificationItem } from '@app/contract/notification-centre';
import { addDays, SERIES_MESSAGES } from '@app/contract/series';
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

const DAY_MS = 86_400_000;

/** The last Sunday of `month` (1–12) of `year`, when Madrid's clocks change. */
function lastSunday(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month, 0));
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/**
 * Madrid's next clock change at least 25 days from now (so a series around it starts more
 * than 14 days ahead, and within a year), with the offsets either side.
 */
const CHANGE = (() => {
  const year = new Date().getUTCFullYear();
  return [year, year + 1]
    .flatMap((each) => [
      { day: lastSunday(each, 3), before: '+01:00', after: '+02:00' },
      { day: lastSunday(each, 10), before: '+02:00', after: '+01:00' },
    ])
    .find((change) => Date.parse(`${change.day}T12:00:00Z`) > Date.now() + 25 * DAY_MS)!;
})();

/** The day `offset` days from the clock change's Sunday. */
const day = (offset: number) => addDays(`${CHANGE.day}T00:00`, offset).slice(0, 10);
/** That day at `time` in Madrid, with its offset (the change is made by 03:00 on the Sunday). */
const at = (offset: number, time: string) =>
  `${day(offset)}T${time}:00${offset < 0 ? CHANGE.before : CHANGE.after}`;

/** A Tuesday 12 days before the change: a weekly 19:00 must stay 19:00 across it. */
const FIRST = at(-12, '19:00');

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
    repeat_until: day(9),
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
    await refused({ repeat_until: day(-12) }, 'repeat_until', SERIES_MESSAGES.untilBefore);
    await refused({ repeat_until: day(355) }, 'repeat_until', SERIES_MESSAGES.untilFar);
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
    expect(first.series).toMatchObject({ every_weeks: 1, until: day(9) });
    const seriesId = first.series!.id;
    // Made today: only the first is within 14 days of... the real today, months before.
    expect(await planList(seriesId)).toHaveLength(1);

    // Four days before the first plan, two nodes sweep at the same moment.
    now = new Date(at(-16, '10:00'));
    const sweeps = await Promise.all(nodes.map((node) => node.seriesSweep.sweep()));
    expect(sweeps.reduce((total, sweep) => total + sweep.made, 0)).toBe(1);
    await sweepAt(at(-8, '10:00'));
    await sweepAt(at(-3, '10:00'));
    await sweepAt(at(8, '10:00'));
    const views = await viewsOf(ana, seriesId);
    expect(views.map((view) => view.start_at)).toEqual([
      at(-12, '19:00'),
      at(-5, '19:00'),
      at(2, '19:00'),
      at(9, '19:00'),
    ]);
    // Each its own plan, with what the form said.
    expect(new Set(views.map((view) => view.id)).size).toBe(4);
    for (const view of views) {
      expect(view).toMatchObject({
        description: 'Pádel de los martes',
        participants: 3,
        duration: '01:30',
        user: { id: ana.user.id },
        series: { id: seriesId, every_weeks: 1, until: day(9) },
      });
      expect(view.location.address).toBe('Club de pádel');
    }
    // The last day reached: no more.
    expect((await sweepAt(at(23, '10:00'))).made).toBe(0);
    expect(await planList(seriesId)).toHaveLength(4);
  });

  it('every two weeks, as many as the days allow', async () => {
    const ana = await api.member('Ana');
    const first = (await create(ana, { repeat_weeks: 2, repeat_until: day(23) })).json<Activity>();
    await sweepAt(at(-8, '10:00'));
    await sweepAt(at(13, '10:00'));
    const views = await viewsOf(ana, first.series!.id);
    expect(views.map((view) => view.start_at)).toEqual([
      at(-12, '19:00'),
      at(2, '19:00'),
      at(16, '19:00'),
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
    await sweepAt(at(-16, '10:00'));
    const [, second] = await viewsOf(ana, first.series!.id);
    // Carlos asked for the next one already: he is left as he is.
    expect((await made.ask(carlos, second!)).statusCode).toBe(200);

    // Still under way: nobody is invited yet.
    expect((await sweepAt(at(-12, '20:00'))).invited).toBe(0);
    // Ended: two nodes sweep at once, and Bea alone is invited, once.
    now = new Date(at(-12, '21:00'));
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
    expect((await sweepAt(at(-11, '10:00'))).invited).toBe(0);

    const accepted = await api.send(bea, 'POST', `/activity/${second!.id}/invitation`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await viewOf(ana, second!.id)).matchedCount).toBe(1);
  });

  it('changes one plan, or it and the following ones, and the plans still to be made follow', async () => {
    const ana = await api.member('Ana');
    const [bea, carlos] = await Promise.all([api.member('Bea'), api.member('Carlos')]);
    const first = (await create(ana)).json<Activity>();
    const seriesId = first.series!.id;
    await sweepAt(at(-16, '10:00'));
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
      { start_at: at(-5, '20:00'), description: 'Pádel a las ocho', participants: '4' },
      ana.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Activity>()).toMatchObject({
      start_at: at(-5, '20:00'),
      description: 'Pádel a las ocho',
    });
    await sweepAt(at(-3, '10:00'));
    const views = await viewsOf(ana, seriesId);
    expect(views.map((view) => [view.start_at, view.description, view.participants])).toEqual([
      [at(-12, '19:00'), 'Pádel y cañas', 3],
      [at(-5, '20:00'), 'Pádel a las ocho', 4],
      [at(2, '20:00'), 'Pádel a las ocho', 4],
      [at(9, '20:00'), 'Pádel a las ocho', 4],
    ]);
    // Bea and Carlos keep their places in the moved plan.
    expect(views[1]!.matchedCount).toBe(2);

    // One plan moved alone keeps its time when a later change to the following ones sends
    // the start as it was (as the form does).
    const alsoMoved = await postForm(
      api.app,
      `/api/activity/${views[2]!.id}?scope=one`,
      { start_at: at(2, '21:00') },
      ana.token,
    );
    expect(alsoMoved.statusCode, alsoMoved.body).toBe(200);
    const retitled = await postForm(
      api.app,
      `/api/activity/${views[1]!.id}?scope=following`,
      { start_at: at(-5, '20:00'), description: 'Pádel de siempre' },
      ana.token,
    );
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await viewsOf(ana, seriesId)).map((view) => [view.start_at, view.description])).toEqual(
      [
        [at(-12, '19:00'), 'Pádel y cañas'],
        [at(-5, '20:00'), 'Pádel de siempre'],
        [at(2, '21:00'), 'Pádel de siempre'],
        [at(9, '20:00'), 'Pádel de siempre'],
      ],
    );
  });

  it('keeps making plans after a minimum is cleared from this one and the following', async () => {
    const ana = await api.member('Ana');
    const first = (
      await create(ana, { min_participants: 2, min_hours_before: 12, repeat_until: day(30) })
    ).json<Activity>();
    expect(first.minimum).toMatchObject({ participants: 2, hours_before: 12 });
    const cleared = await postForm(
      api.app,
      `/api/activity/${first.id}?scope=following`,
      { min_participants: '' },
      ana.token,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    await sweepAt(at(-16, '10:00'));
    const views = await viewsOf(ana, first.series!.id);
    expect(views).toHaveLength(2);
    expect(views.map((view) => view.minimum)).toEqual([null, null]);
  });

  it('removes one plan, or it and the following ones, and the series then ends', async () => {
    const ana = await api.member('Ana');
    const bea = await api.member('Bea');
    const first = (await create(ana, { repeat_until: day(30) })).json<Activity>();
    const seriesId = first.series!.id;
    await sweepAt(at(-16, '10:00'));
    const [, two] = await viewsOf(ana, seriesId);
    // Not another member's to remove.
    expect((await api.send(bea, 'DELETE', `/activity/${two!.id}?scope=following`)).statusCode).toBe(
      403,
    );
    const removed = await api.send(ana, 'DELETE', `/activity/${two!.id}?scope=one`);
    expect(removed.statusCode, removed.body).toBe(200);
    // The one removed is not made again.
    await sweepAt(at(-3, '10:00'));
    let views = await viewsOf(ana, seriesId);
    expect(views.map((view) => view.start_at)).toEqual([
      at(-12, '19:00'),
      at(2, '19:00'),
      at(9, '19:00'),
    ]);

    const following = await api.send(ana, 'DELETE', `/activity/${views[1]!.id}?scope=following`);
    expect(following.statusCode, following.body).toBe(200);
    await sweepAt(at(23, '10:00'));
    views = await viewsOf(ana, seriesId);
    expect(views.map((view) => view.start_at)).toEqual([at(-12, '19:00')]);
    // It ends the day before the plan removed.
    expect(views[0]!.series).toMatchObject({ until: day(1) });

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
    const first = (await create(ana, { group: group.id, repeat_until: day(37) })).json<Activity>();
    expect(first.group_id).toBe(group.id);
    await sweepAt(at(-16, '10:00'));
    expect(await planList(first.series!.id)).toHaveLength(2);
    expect((await api.send(ana, 'POST', `/group/${group.id}/leave`)).statusCode).toBe(200);
    await sweepAt(at(-3, '10:00'));
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

    // A series' plan says so on its public page, and to whoever reads it through the API.
    const weekly = (await create(ana, { repeat_weeks: 2 })).json<Activity>();
    const shown = await api.app.inject({
      method: 'GET',
      url: `/api/public/activities/${weekly.id}`,
    });
    expect(shown.json<PublicActivity>().repeats).toEqual({ every_weeks: 2, until: day(9) });
    const page = await api.app.inject({ method: 'GET', url: `/web/plan/${weekly.id}` });
    expect(page.body).toContain('<span class="quiet nowrap">· cada dos semanas</span>');
  });
});
