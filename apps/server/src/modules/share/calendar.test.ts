import type { Activity } from '@app/contract/activities';
import type { CalendarFeed } from '@app/contract/share';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

// Plans in calendars (issue 38): a plan's .ics file and a member's feed, read back by a
// parser of RFC 5545 (ical.js, Mozilla's, what Thunderbird reads calendars with): the start
// in the city's zone (its VTIMEZONE applied), the place, the changes, a cancelled plan gone.

const PUBLIC_URL = 'https://antojo.example';

type Parsed = { calendar: ICAL.Component; events: ICAL.Event[] };

/** The document as a calendar app reads it, its own time zones registered first. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)),
  };
}

/**
 * A day of `month` (0-based) between two days and a year from now, as YYYY-MM-DD: plans are
 * made at most 365 days ahead, so this month's days still to come when it is this month.
 */
function dayIn(month: number): string {
  for (let ahead = 2; ahead < 360; ahead += 1) {
    const date = new Date(Date.now() + ahead * 86_400_000);
    if (date.getUTCMonth() === month && date.getUTCDate() <= 28) {
      return date.toISOString().slice(0, 10);
    }
  }
  throw new Error(`no day of month ${month} in the year ahead`);
}

describe.each(backends)('plans in calendars, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'calendario', env: { PUBLIC_URL } });
  let host: Session;
  let guest: Session;
  let stranger: Session;

  /** A plan at `at` (an instant), `city`'s. */
  async function hostAt(session: Session, at: string, city = 'Madrid', extra: object = {}) {
    const response = await api.send(session, 'POST', '/activity', {
      type: api.ref.optionTagged('activity_types', 'activity_types-social'),
      city: api.ref.city(city),
      location: { lat: 40.4153, lon: -3.6845, address: 'Parque del Retiro; puerta de Alcalá' },
      description: 'Cañas, tapas y charla\nen La Latina',
      start_at: at,
      duration: '02:30',
      participants: 6,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Activity>();
  }

  const planFile = async (session: Session, id: number) => {
    const response = await api.send(session, 'GET', `/activity/${id}/calendar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return response.body;
  };
  const feedOf = async (session: Session) =>
    (await api.send(session, 'GET', '/calendar/feed')).json<CalendarFeed>();
  const fetchFeed = (feed: CalendarFeed) =>
    api.app.inject({ method: 'GET', url: feed.url.slice(PUBLIC_URL.length) });

  beforeAll(async () => {
    host = await api.member('Lucía');
    guest = await api.member('Iker');
    stranger = await api.member('Olga');
  });

  it('writes a plan with its city’s time zone, summer and winter, on the mainland and in Canarias', async () => {
    const july = dayIn(6);
    const cases = [
      { at: `${july}T18:30:00+02:00`, city: 'Madrid', zone: 'Europe/Madrid', wall: '18:30' },
      {
        at: `${dayIn(0)}T18:30:00+01:00`,
        city: 'Madrid',
        zone: 'Europe/Madrid',
        wall: '18:30',
      },
      {
        at: `${july}T18:30:00+01:00`,
        city: 'Santa Cruz de Tenerife',
        zone: 'Atlantic/Canary',
        wall: '18:30',
      },
    ];
    for (const { at, city, zone, wall } of cases) {
      const plan = await hostAt(host, at, city);
      const text = await planFile(host, plan.id);
      const { calendar, events } = parse(text);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event!.startDate.zone?.tzid).toBe(zone);
      expect(event!.startDate.toJSDate().toISOString()).toBe(new Date(at).toISOString());
      expect(event!.endDate.toJSDate().getTime() - new Date(at).getTime()).toBe(150 * 60_000);
      expect(text).toContain(`DTSTART;TZID=${zone}:`);
      expect(text).toContain(`T${wall.replace(':', '')}00\r\n`);
      expect(event!.uid).toBe(`plan-${plan.id}@antojo.example`);
    }
  });

  it('gives members the exact place and the plan’s words as written; a link only the area', async () => {
    const plan = await hostAt(host, new Date(Date.now() + 3 * 86_400_000).toISOString());
    const [event] = parse(await planFile(host, plan.id)).events;
    expect(event!.summary).toBe('Cañas, tapas y charla en La Latina');
    expect(event!.description).toContain('Cañas, tapas y charla\nen La Latina');
    expect(event!.description).toContain(`Organiza Lucía. ${PUBLIC_URL}/web/app/a/${plan.id}`);
    expect(event!.location).toBe('Parque del Retiro; puerta de Alcalá, Madrid');
    expect(event!.component.getFirstPropertyValue('geo')).toEqual([40.4153, -3.6845]);

    const shared = await api.app.inject({ method: 'GET', url: `/web/plan/${plan.id}/plan.ics` });
    expect(shared.statusCode).toBe(200);
    const [linked] = parse(shared.body).events;
    expect(linked!.location).toBe('Madrid');
    expect(linked!.component.getFirstPropertyValue('geo')).toBeNull();
    expect(shared.body).not.toContain('Retiro');
    expect(linked!.component.getFirstPropertyValue('url')).toBe(
      `${PUBLIC_URL}/web/plan/${plan.id}`,
    );
  });

  it('keeps a group’s plan and a blocked pair’s plan out of reach, as their pages do', async () => {
    const plan = await hostAt(host, new Date(Date.now() + 86_400_000).toISOString());
    const blocker = await api.member('Bruno');
    await api.send(blocker, 'POST', `/user/${host.user.id}/block`);
    expect((await api.send(blocker, 'GET', `/activity/${plan.id}/calendar`)).statusCode).toBe(404);
    const linked = (id: number, session: Session | null = null) =>
      api.app.inject({
        method: 'GET',
        url: `/web/plan/${id}/plan.ics`,
        headers: session ? { authorization: `Bearer ${session.token}` } : {},
      });
    expect((await linked(plan.id, blocker)).statusCode).toBe(404);
    expect((await linked(plan.id)).statusCode).toBe(200);

    const group = (
      await api.send(host, 'POST', '/group', {
        name: 'Cañas privadas',
        description: 'Solo amigos',
        visibility: 'private',
      })
    ).json<{ id: number }>();
    const groupPlan = await hostAt(
      host,
      new Date(Date.now() + 86_400_000).toISOString(),
      'Madrid',
      {
        group: group.id,
      },
    );
    expect((await api.send(stranger, 'GET', `/activity/${groupPlan.id}/calendar`)).statusCode).toBe(
      404,
    );
    expect((await api.send(host, 'GET', `/activity/${groupPlan.id}/calendar`)).statusCode).toBe(
      200,
    );
    expect((await linked(groupPlan.id)).statusCode).toBe(404);
    expect((await api.send(null, 'GET', `/activity/${plan.id}/calendar`)).statusCode).toBe(401);
    expect((await api.send(host, 'GET', '/activity/999999999/calendar')).statusCode).toBe(404);
  });

  it('feeds a member’s calendar with the plans they host and go to, their edits, and not what is gone', async () => {
    const own = await hostAt(guest, new Date(Date.now() + 2 * 86_400_000).toISOString());
    const going = await plans(api.app, api.ref).host(host, { description: 'Ruta por la sierra' });
    await plans(api.app, api.ref).join(guest, going, host);
    const other = await plans(api.app, api.ref).host(stranger, { description: 'No voy' });

    const feed = await feedOf(guest);
    expect(feed.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[\\w-]{43}/plans\\.ics$`));
    expect(feed.webcal).toBe(feed.url.replace('https:', 'webcal:'));
    expect(await feedOf(guest)).toEqual(feed);
    expect((await feedOf(host)).url).not.toBe(feed.url);

    const first = await fetchFeed(feed);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parse(first.body);
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mis planes en Antojo');
    const uids = (events: ICAL.Event[]) => events.map((event) => event.uid).sort();
    expect(uids(parsed.events)).toEqual(
      [`plan-${own.id}@antojo.example`, `plan-${going.id}@antojo.example`].sort(),
    );
    expect(first.body).not.toContain(`plan-${other.id}@`);
    const sequenceOf = (events: ICAL.Event[], id: number) =>
      events.find((event) => event.uid === `plan-${id}@antojo.example`)!.sequence;
    const before = sequenceOf(parsed.events, going.id);

    // The host moves the plan an hour later: the feed says so, with a higher SEQUENCE.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = new Date(new Date(going.start_at).getTime() + 3_600_000).toISOString();
    const moved = await api.send(host, 'POST', `/activity/${going.id}`, { start_at: later });
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = parse((await fetchFeed(feed)).body).events;
    const event = edited.find((candidate) => candidate.uid === `plan-${going.id}@antojo.example`)!;
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(later).toISOString());
    expect(sequenceOf(edited, going.id)).toBeGreaterThan(before);

    // Cancelled (removed by its host): gone from the feed the next time it is read.
    expect((await api.send(host, 'DELETE', `/activity/${going.id}`)).statusCode).toBe(200);
    expect(uids(parse((await fetchFeed(feed)).body).events)).toEqual([
      `plan-${own.id}@antojo.example`,
    ]);
  });

  it('holds a component even with no plan, and stops answering once the account is suspended', async () => {
    const newcomer = await api.member('Nora');
    const feed = await feedOf(newcomer);
    const empty = await fetchFeed(feed);
    expect(empty.statusCode).toBe(200);
    const { calendar, events } = parse(empty.body);
    expect(events).toEqual([]);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);

    await api.database.db.execute(
      sql`update users set suspended_at = now() where id = ${newcomer.user.id}`,
    );
    expect((await fetchFeed(feed)).statusCode).toBe(404);
  });

  it('answers nothing at an old address once the member makes a new one', async () => {
    const feed = await feedOf(stranger);
    expect((await fetchFeed(feed)).statusCode).toBe(200);
    const reset = await api.send(stranger, 'POST', '/calendar/feed/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json<CalendarFeed>();
    expect(fresh.url).not.toBe(feed.url);
    expect((await fetchFeed(feed)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedOf(stranger)).toEqual(fresh);
    const guessed = await api.app.inject({
      method: 'GET',
      url: '/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/plans.ics',
    });
    expect(guessed.statusCode).toBe(404);
  });
});
