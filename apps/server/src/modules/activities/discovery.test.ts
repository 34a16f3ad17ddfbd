import type { Activity } from '@app/contract/activities';
import type { Paged } from '@app/contract/paging';
import { inZone, wallClockInZone } from '@app/contract/time-zones';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// Descubrir's questions to `GET /activity`: the orders (soonest, nearest) paged without
// repeats or gaps, and the schedule filters read on each activity's own city clock.

const MADRID = 'Europe/Madrid';
const CANARY = 'Atlantic/Canary';
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the day `days` after today, in Madrid. */
function madridDay(days: number, from = Date.now()): string {
  return inZone(new Date(from + days * DAY_MS), MADRID).slice(0, 10);
}

/** The next day, at least `after` days from now, that is an ISO `weekday` in Madrid. */
function nextWeekday(weekday: number, after = 2): string {
  for (let days = after; ; days++) {
    const day = madridDay(days);
    const iso = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
    if (iso === weekday) return day;
  }
}

/** The offset of Madrid on a day, in hours (1 in winter, 2 in summer). */
const madridOffset = (instant: Date) => Number(inZone(instant, MADRID).slice(-5, -3));

describe.each(backends)('finding activities (Descubrir) on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'descubrir' });
  let host: Session;
  let guest: Session;
  let madrid: number;
  let tenerife: number;
  let social: number;

  beforeAll(async () => {
    madrid = api.ref.city('Madrid');
    tenerife = api.ref.city('Santa Cruz de Tenerife');
    social = api.ref.optionTagged('activity_types', 'activity_types-social');
    host = await api.member();
    guest = await api.member();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Hosts an activity starting at `start` (an instant), in Madrid unless told otherwise. */
  async function hostAt(
    description: string,
    start: string,
    { city = madrid, lat = 40.4165, lon = -3.70256 } = {},
  ): Promise<Activity> {
    const response = await api.send(host, 'POST', '/activity', {
      type: social,
      city,
      location: { lat, lon },
      description,
      start_at: start,
      duration: '01:00',
      participants: 4,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<Activity>();
  }

  /** `GET /activity` as the guest, with these query fields (the filter as JSON). */
  function find(query: {
    filter?: object;
    sort?: string;
    page?: number;
    pageSize?: number;
    search?: string;
  }) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return api.send(guest, 'GET', `/activity?${params}`);
  }

  async function ids(query: Parameters<typeof find>[0]): Promise<number[]> {
    const response = await find(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Paged<Activity>>().data.map((activity) => activity.id);
  }

  it('sort=start: soonest first, ties by id, and pages that neither repeat nor skip', async () => {
    const day = madridDay(3);
    const at = (time: string) => wallClockInZone(`${day}T${time}`, MADRID);
    const late = await hostAt('[orden] tarde', at('19:00'));
    const tieA = await hostAt('[orden] empate A', at('10:00'));
    const early = await hostAt('[orden] temprano', at('08:00'));
    const tieB = await hostAt('[orden] empate B', at('10:00'));
    const tieC = await hostAt('[orden] empate C', at('10:00'));
    const search = '[orden]';

    const soonest = [early.id, tieA.id, tieB.id, tieC.id, late.id];
    expect(await ids({ search, sort: 'start' })).toEqual(soonest);
    // Without sort, the order the mobile app has always had: the latest start first.
    expect(await ids({ search })).toEqual([late.id, tieA.id, tieB.id, tieC.id, early.id]);

    const pages: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await find({ search, sort: 'start', page, pageSize: 2 });
      const body = response.json<Paged<Activity>>();
      expect(body.total).toBe(5);
      expect(body.last_page).toBe(3);
      pages.push(...body.data.map((activity) => activity.id));
    }
    expect(pages).toEqual(soonest);
  });

  it('search: the description found whatever its case and accents, typed either way', async () => {
    const start = wallClockInZone(`${madridDay(5)}T10:00`, MADRID);
    const padel = await hostAt('[busca] Pádel en el Retiro', start);
    const loud = await hostAt('[busca] PADEL NOCTURNO', start);
    const cafe = await hostAt('[busca] Café y charla', start);
    const sort = 'start';

    expect(await ids({ search: '[busca] padel en', sort })).toEqual([padel.id]);
    expect(await ids({ search: 'pádel', sort })).toEqual([padel.id, loud.id]);
    expect(await ids({ search: 'PADEL', sort })).toEqual([padel.id, loud.id]);
    expect(await ids({ search: 'cafe y', sort })).toEqual([cafe.id]);
    expect(await ids({ search: 'CAFÉ', sort })).toEqual([cafe.id]);
  });

  it('sort=distance: nearest to the point first (then soonest, then id); needs the point', async () => {
    const day = madridDay(4);
    const at = (time: string) => wallClockInZone(`${day}T${time}`, MADRID);
    // Puerta del Sol, the Retiro (2 km), Getafe (13 km), Toledo (67 km).
    const sol = { lat: 40.4169, lon: -3.7035 };
    const toledo = await hostAt('[cerca] Toledo', at('09:00'), { lat: 39.8581, lon: -4.0226 });
    const retiroLater = await hostAt('[cerca] Retiro tarde', at('18:00'), {
      lat: 40.4153,
      lon: -3.6845,
    });
    const getafe = await hostAt('[cerca] Getafe', at('10:00'), { lat: 40.3057, lon: -3.7329 });
    const retiro = await hostAt('[cerca] Retiro', at('11:00'), { lat: 40.4153, lon: -3.6845 });
    const search = '[cerca]';

    const nearby = { ...sol, km: 100 };
    expect(await ids({ search, sort: 'distance', filter: { near: nearby } })).toEqual([
      retiro.id,
      retiroLater.id,
      getafe.id,
      toledo.id,
    ]);
    expect(await ids({ search, sort: 'distance', filter: { near: { ...sol, km: 20 } } })).toEqual([
      retiro.id,
      retiroLater.id,
      getafe.id,
    ]);
    const pages = [
      ...(await ids({ search, sort: 'distance', filter: { near: nearby }, pageSize: 3 })),
      ...(await ids({ search, sort: 'distance', filter: { near: nearby }, pageSize: 3, page: 2 })),
    ];
    expect(pages).toEqual([retiro.id, retiroLater.id, getafe.id, toledo.id]);

    const refused = await find({ search, sort: 'distance' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Para ordenar por distancia hace falta un punto (filter.near).',
      errors: { sort: ['Para ordenar por distancia hace falta un punto (filter.near).'] },
    });
    const unknown = await find({ search, sort: 'rating' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { sort: ['El orden debe ser start o distance.'] },
    });
  });

  it('weekdays: the day it starts on its own city’s clock (Madrid past midnight, Tenerife not yet)', async () => {
    // Monday 00:30 in Madrid is Sunday 23:30 in Tenerife: one instant, two weekdays.
    const monday = nextWeekday(1);
    const instant = wallClockInZone(`${monday}T00:30`, MADRID);
    const inMadrid = await hostAt('[días] Madrid', instant);
    const inTenerife = await hostAt('[días] Tenerife', instant, {
      city: tenerife,
      lat: 28.4682,
      lon: -16.2546,
    });
    expect(inTenerife.start_at).toMatch(/T23:30:00/);
    const search = '[días]';
    const sort = 'start';

    expect(await ids({ search, sort, filter: { weekdays: [1] } })).toEqual([inMadrid.id]);
    expect(await ids({ search, sort, filter: { weekdays: [7] } })).toEqual([inTenerife.id]);
    expect(await ids({ search, sort, filter: { weekdays: [7, 1] } })).toEqual([
      inMadrid.id,
      inTenerife.id,
    ]);
    expect(await ids({ search, sort, filter: { weekdays: [2, 3, 4, 5, 6] } })).toEqual([]);

    const zero = await find({ filter: { weekdays: [0] } });
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toMatchObject({
      errors: { 'filter.weekdays.0': ['El día de la semana va de 1 (lunes) a 7 (domingo).'] },
    });
    const empty = await find({ filter: { weekdays: [] } });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual(['filter.weekdays']);
  });

  it('dayparts: morning 06–14, afternoon 14–20, night 20–06 across midnight, on the city’s clock', async () => {
    const day = madridDay(5);
    const next = madridDay(6);
    const at = (date: string, time: string) => wallClockInZone(`${date}T${time}`, MADRID);
    const byTime = {
      '05:59': await hostAt('[franjas] 05:59', at(day, '05:59')),
      '06:00': await hostAt('[franjas] 06:00', at(day, '06:00')),
      '13:59': await hostAt('[franjas] 13:59', at(day, '13:59')),
      '14:00': await hostAt('[franjas] 14:00', at(day, '14:00')),
      '19:59': await hostAt('[franjas] 19:59', at(day, '19:59')),
      '20:00': await hostAt('[franjas] 20:00', at(day, '20:00')),
      '23:30': await hostAt('[franjas] 23:30', at(day, '23:30')),
      '00:30': await hostAt('[franjas] 00:30', at(next, '00:30')),
    };
    // 20:30 in Madrid is 19:30 in Tenerife: night here, afternoon there.
    const canaryAfternoon = await hostAt('[franjas] Tenerife', at(day, '20:30'), {
      city: tenerife,
      lat: 28.4682,
      lon: -16.2546,
    });
    const id = (time: keyof typeof byTime) => byTime[time].id;
    const search = '[franjas]';
    const sort = 'start';

    expect(await ids({ search, sort, filter: { dayparts: ['morning'] } })).toEqual([
      id('06:00'),
      id('13:59'),
    ]);
    expect(await ids({ search, sort, filter: { dayparts: ['afternoon'] } })).toEqual([
      id('14:00'),
      id('19:59'),
      canaryAfternoon.id,
    ]);
    expect(await ids({ search, sort, filter: { dayparts: ['night'] } })).toEqual([
      id('05:59'),
      id('20:00'),
      id('23:30'),
      id('00:30'),
    ]);
    const morningAndNight = await ids({ search, sort, filter: { dayparts: ['night', 'morning'] } });
    expect(morningAndNight).toHaveLength(6);

    const wrong = await find({ filter: { dayparts: ['evening'] } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: { 'filter.dayparts.0': ['La franja debe ser morning, afternoon o night.'] },
    });
  });

  it('dayparts across a daylight-saving change: the same UTC hour is afternoon on one side, night on the other', async () => {
    // The next change in Madrid at least two days ahead: where the offset of two days differs.
    let change = 2;
    while (
      madridOffset(new Date(Date.now() + change * DAY_MS)) ===
      madridOffset(new Date(Date.now() + (change + 1) * DAY_MS))
    )
      change++;
    const before = madridDay(change - 1);
    const after = madridDay(change + 2);
    const utcAt = (date: string) => `${date}T18:30:00Z`;
    const first = await hostAt('[horario] antes', utcAt(before));
    const second = await hostAt('[horario] después', utcAt(after));
    // 18:30 UTC is 20:30 in summer (+2) and 19:30 in winter (+1).
    const summerFirst = madridOffset(new Date(utcAt(before))) === 2;
    expect(first.start_at.slice(11, 16)).toBe(summerFirst ? '20:30' : '19:30');
    expect(second.start_at.slice(11, 16)).toBe(summerFirst ? '19:30' : '20:30');
    const search = '[horario]';

    expect(await ids({ search, filter: { dayparts: ['night'] } })).toEqual([
      summerFirst ? first.id : second.id,
    ]);
    expect(await ids({ search, filter: { dayparts: ['afternoon'] } })).toEqual([
      summerFirst ? second.id : first.id,
    ]);
  });

  describe('tonight ("esta noche")', () => {
    /** Freezes the server's clock (the app reads `Date`) at a wall-clock time in Madrid. */
    function madridNow(wallClock: string) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(wallClockInZone(wallClock, MADRID)));
    }

    it('at 20:30 in Madrid: Madrid’s night is under way, Tenerife’s (19:30 there) is to come', async () => {
      const day = madridDay(2);
      const next = madridDay(3);
      madridNow(`${day}T20:30`);
      const madridAt = (date: string, time: string) => wallClockInZone(`${date}T${time}`, MADRID);
      const canaryAt = (date: string, time: string) => wallClockInZone(`${date}T${time}`, CANARY);
      const place = { city: tenerife, lat: 28.4682, lon: -16.2546 };
      const in45 = await hostAt('[noche1] Madrid 21:15', madridAt(day, '21:15'));
      const lateNight = await hostAt('[noche1] Madrid 05:30', madridAt(next, '05:30'));
      const morning = await hostAt('[noche1] Madrid 06:00', madridAt(next, '06:00'));
      const nextNight = await hostAt('[noche1] Madrid 20:00 mañana', madridAt(next, '20:00'));
      // 19:45 in Tenerife (20:45 in Madrid): before its night; 20:00 there: its night.
      const canaryEvening = await hostAt('[noche1] Tenerife 19:45', canaryAt(day, '19:45'), place);
      const canaryNight = await hostAt('[noche1] Tenerife 20:00', canaryAt(day, '20:00'), place);
      const canaryDawn = await hostAt('[noche1] Tenerife 05:59', canaryAt(next, '05:59'), place);

      expect(await ids({ search: '[noche1]', sort: 'start', filter: { tonight: true } })).toEqual([
        canaryNight.id,
        in45.id,
        lateNight.id,
        canaryDawn.id,
      ]);
      const notTonight = [morning.id, nextNight.id, canaryEvening.id];
      const all = await ids({ search: '[noche1]', sort: 'start', filter: { tonight: false } });
      expect(all).toEqual(expect.arrayContaining(notTonight));
      expect(all).toHaveLength(7);
    });

    it('at 02:00 in Madrid: the night under way, until 06:00; the evening to come is tomorrow’s', async () => {
      const day = madridDay(2);
      madridNow(`${day}T02:00`);
      const at = (time: string) => wallClockInZone(`${day}T${time}`, MADRID);
      const soon = await hostAt('[noche2] 03:00', at('03:00'));
      const dawn = await hostAt('[noche2] 05:45', at('05:45'));
      const breakfast = await hostAt('[noche2] 07:00', at('07:00'));
      const evening = await hostAt('[noche2] 21:00', at('21:00'));

      expect(await ids({ search: '[noche2]', sort: 'start', filter: { tonight: true } })).toEqual([
        soon.id,
        dawn.id,
      ]);
      expect(
        await ids({
          search: '[noche2]',
          sort: 'start',
          filter: { tonight: '1' as unknown as boolean },
        }),
      ).toEqual([soon.id, dawn.id]);
      expect(await ids({ search: '[noche2]', sort: 'start' })).toEqual([
        soon.id,
        dawn.id,
        breakfast.id,
        evening.id,
      ]);
    });
  });

  it('filters combine: weekday, part of the day, distance and order, paged', async () => {
    const saturday = nextWeekday(6);
    const sunday = madridDay(1, Date.parse(`${saturday}T12:00:00Z`));
    const at = (date: string, time: string) => wallClockInZone(`${date}T${time}`, MADRID);
    const sol = { lat: 40.4169, lon: -3.7035 };
    const near = await hostAt('[mezcla] sábado noche cerca', at(saturday, '21:00'), sol);
    const far = await hostAt('[mezcla] sábado noche lejos', at(saturday, '22:00'), {
      lat: 40.3057,
      lon: -3.7329,
    });
    await hostAt('[mezcla] sábado mañana', at(saturday, '10:00'), sol);
    // Sunday 01:00: a Saturday night out, but Sunday by the calendar.
    await hostAt('[mezcla] domingo madrugada', at(sunday, '01:00'), sol);
    const filter = { weekdays: [6], dayparts: ['night'], near: { ...sol, km: 50 } };
    const search = '[mezcla]';

    expect(await ids({ search, sort: 'distance', filter, pageSize: 1 })).toEqual([near.id]);
    expect(await ids({ search, sort: 'distance', filter, pageSize: 1, page: 2 })).toEqual([far.id]);
    expect(await ids({ search, sort: 'distance', filter, pageSize: 1, page: 3 })).toEqual([]);
    const total = (await find({ search, filter, pageSize: 1 })).json<Paged<Activity>>().total;
    expect(total).toBe(2);
  });
});
