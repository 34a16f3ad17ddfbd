import type { Deck } from '@app/contract/deck';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { befriend, postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';
import { perCellOf } from '../activities/deck-candidates.js';

// The deck scores a bounded set of candidates however many plans there are (decision 0052):
// each cell around the member gives its soonest open plans. What that bound must never cost:
// a plan the member cannot have (decided, asked, blocked) takes no candidate's place; their
// disciplines, their friends' plans and a crowded cell's later plans still reach the deck.

const HOUR_MS = 3_600_000;

describe.each(backends)('the deck’s bounded candidates on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'cotas' });
  let madrid: number;
  let social: number;
  let sport: number;
  let padel: number;
  /** An area of its own for each test, far from the other tests' plans. */
  let areas = 0;
  const area = () => {
    areas += 1;
    return { lat: 43 + areas * 0.7, lon: -8 + areas * 0.9 };
  };

  beforeAll(() => {
    madrid = api.ref.city('Madrid');
    social = api.ref.optionTagged('activity_types', 'activity_types-social');
    sport = api.ref.optionTagged('activity_types', 'activity_types-sport');
    padel = api.ref.optionTagged('disciplines', 'disciplines-padel');
  });

  /** A crowd of social plans at one place, one an hour from `fromHours` (in one statement). */
  async function crowd(host: Session, at: { lat: number; lon: number }, count: number) {
    const values = Array.from(
      { length: count },
      (_, n) =>
        sql`(${host.user.id}, ${social}, ${`Plan ${n}`}, now() + ${`${n + 1} hours`}::interval, 60, 4, ${madrid}, ${at.lat}, ${at.lon})`,
    );
    return queryRows<{ id: number }>(
      api.database.db,
      sql`insert into activities (host_id, type_option_id, description, start_at,
            duration_minutes, participants, city_id, lat, lon)
          values ${sql.join(values, sql`, `)} returning id`,
    );
  }

  /** One plan `hours` ahead at a place, through the API. */
  async function plan(
    host: Session,
    at: { lat: number; lon: number },
    hours: number,
    discipline?: number,
  ) {
    const response = await api.send(host, 'POST', '/activity', {
      type: discipline ? sport : social,
      ...(discipline && { discipline }),
      city: madrid,
      location: at,
      description: `Plan dentro de ${hours} h`,
      start_at: new Date(Date.now() + hours * HOUR_MS).toISOString(),
      duration: '01:30',
      participants: 4,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>();
  }

  async function cards(session: Session, at: { lat: number; lon: number }, limit = 10) {
    const response = await api.send(
      session,
      'GET',
      `/activity/deck?lat=${at.lat}&lon=${at.lon}&limit=${limit}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Deck>().data.map((card) => card.activity.id);
  }

  it('reads past what the member passed on, in a cell busier than its bound', async () => {
    const [host, reader] = await Promise.all([api.member(), api.member()]);
    const at = area();
    const bound = perCellOf(10, 1);
    const plans = await crowd(host, at, bound * 2);
    const first = await cards(reader, at);
    expect(first).toEqual(plans.slice(0, 10).map((row) => row.id));
    // The bound's worth of the soonest passed: the next ones come, not an empty deck.
    for (const { id } of plans.slice(0, bound)) {
      const passed = await postForm(
        api.app,
        `/api/activity/${id}/swipe`,
        { decision: 'pass' },
        reader.token,
      );
      expect(passed.statusCode, passed.body).toBe(200);
    }
    expect(await cards(reader, at)).toEqual(plans.slice(bound, bound + 10).map((row) => row.id));
  });

  it('still offers the member’s discipline, and a friend’s plan past a crowd', async () => {
    const [host, friend, reader] = await Promise.all([api.member(), api.member(), api.member()]);
    const at = area();
    await crowd(host, at, perCellOf(10, 1) * 3);
    // Later than the whole crowd, at the same place: pádel scores above the crowd's soonest.
    const padelLater = await plan(host, at, 24 * 3 + 6, padel);
    const friendLater = await plan(friend, at, 24 * 7);

    const liked = await api.send(reader, 'POST', `/user/${reader.user.id}`, {
      groupal_sports: [{ id: api.ref.optionTagged('groupal_sports', 'groupal_sports-padel') }],
    });
    expect(liked.statusCode).toBe(200);
    await befriend(api.app, reader, friend);

    const ids = await cards(reader, at, 20);
    // A friend's plan goes first whatever its score (decision 0023).
    expect(ids[0]).toBe(friendLater.id);
    expect(ids).toContain(padelLater.id);
  });

  /**
   * A place near the south edge of a cell of the list's grid (0.25°), and one 18.9 km north
   * of it in the same cell: where a walk of the list's cells would see only the sooner plans.
   */
  function sameListCell() {
    const place = area();
    const south = Math.floor(place.lat / 0.25) * 0.25;
    return {
      at: { lat: south + 0.01, lon: place.lon },
      north: { lat: south + 0.18, lon: place.lon },
    };
  }

  it('keeps a near plan of the member’s discipline past sooner ones of it farther away', async () => {
    const [host, reader] = await Promise.all([api.member(), api.member()]);
    const { at, north: farther } = sameListCell();
    await crowd(host, at, perCellOf(10, 1));
    // Sooner pádel 18.9 km away, in the same cell of the list's grid.
    for (let n = 1; n <= 12; n += 1) await plan(host, farther, n, padel);
    const nearPadel = await plan(host, at, 30, padel);
    const liked = await api.send(reader, 'POST', `/user/${reader.user.id}`, {
      groupal_sports: [{ id: api.ref.optionTagged('groupal_sports', 'groupal_sports-padel') }],
    });
    expect(liked.statusCode).toBe(200);
    expect((await cards(reader, at))[0]).toBe(nearPadel.id);
  });

  it('keeps nearness in a wide deck (Move’s 40 km)', async () => {
    const [host, reader] = await Promise.all([api.member(), api.member()]);
    await queryRows(
      api.database.db,
      sql`insert into plan_grants (user_id, plan, starts_at, ends_at, note)
          values (${reader.user.id}, 'premium', now() - interval '1 minute',
                  now() + interval '1 day', 'Prueba de Premium')`,
    );
    const { at, north } = sameListCell();
    // 20 plans 18.9 km away, all sooner than the one at the member's place.
    await crowd(host, north, 20);
    const near = await plan(host, at, 25);
    const response = await api.send(
      reader,
      'GET',
      `/activity/deck?lat=${at.lat}&lon=${at.lon}&km=40`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Deck>().data[0]!.activity.id).toBe(near.id);
  });
});
