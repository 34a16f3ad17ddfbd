import {
  pinText,
  roundedWishPlace,
  type Wish,
  type WishArea,
  type WishCards,
  type WishMap,
} from '@app/contract/wishes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// The map's light answer and the cards it opens (decision 0054): the same wishes as the whole
// area answer, grouped by place with their first words; the cards in the order asked, with
// what ended and what a block hides left out.

const HOUR_MS = 3_600_000;

describe.each(backends)('wish pins and cards on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'pines' });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Each test wishes somewhere of its own, a degree apart. */
  let places = 0;
  const somewhere = () => {
    places += 1;
    return { lat: 39 + places * 0.9 + 0.0123456, lon: -5 + places * 0.7 - 0.0098765 };
  };
  const wishAt = async (session: Session, at: { lat: number; lon: number }, text: string) => {
    const response = await postForm(
      api.app,
      '/api/wish',
      { text, window: 'today', lat: String(at.lat), lon: String(at.lon) },
      session.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Wish>();
  };
  const box = (at: { lat: number; lon: number }, zoom = 13, span = 0.05) =>
    `south=${at.lat - span}&west=${at.lon - span}&north=${at.lat + span}&east=${at.lon + span}&zoom=${zoom}`;
  const map = async (
    session: Session,
    at: { lat: number; lon: number },
    zoom = 13,
    span = 0.05,
  ) => {
    const response = await api.send(session, 'GET', `/wish/map?${box(at, zoom, span)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WishMap>();
  };
  const cards = async (session: Session, ids: number[]) => {
    const response = await api.send(session, 'GET', `/wish/cards?ids=${ids.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WishCards>().wishes;
  };

  it('groups the area’s wishes by place, newest first, with their first words only', async () => {
    const at = somewhere();
    const next = { lat: at.lat + 0.01, lon: at.lon };
    const long = 'Me apetece quedar hoy en el Retiro para correr un rato: ¿alguien se apunta?';
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const first = await wishAt(ana, at, long);
    const second = await wishAt(bruno, next, '¿Un café?');
    const third = await wishAt(carla, at, 'Pádel');
    const reader = await api.member('Pablo');

    const answer = await map(reader, at);
    const here = roundedWishPlace(at.lat, at.lon);
    const there = roundedWishPlace(next.lat, next.lon);
    expect(answer).toEqual({
      places: [
        {
          ...here,
          wishes: [
            { id: third.id, text: 'Pádel' },
            { id: first.id, text: pinText(long) },
          ],
        },
        { ...there, wishes: [{ id: second.id, text: '¿Un café?' }] },
      ],
      clusters: [],
    });
    expect(pinText(long)).toBe('Me apetece quedar hoy en el…');
    // One's own wish says so; nobody else's carries the field at all.
    const own = (await map(carla, at)).places.flatMap((place) => place.wishes);
    expect(own.find((pin) => pin.id === third.id)).toEqual({
      id: third.id,
      text: 'Pádel',
      mine: true,
    });
    expect(own.filter((pin) => 'mine' in pin)).toHaveLength(1);
    // Neither who wishes nor where they stood: only the squares' centres.
    const text = JSON.stringify(answer);
    for (const hidden of ['Ana', 'Bruno', 'Carla', String(at.lat), String(at.lon)]) {
      expect(text).not.toContain(hidden);
    }

    // The same wishes as the whole answer, in the same order, and the same clusters below 11.
    const whole = (await api.send(reader, 'GET', `/wish?${box(at)}`)).json<WishArea>();
    expect(answer.places.flatMap((place) => place.wishes.map((wish) => wish.id)).sort()).toEqual(
      whole.wishes.map((wish) => wish.id).sort(),
    );
    const wide = await map(reader, at, 6, 0.6);
    const wholeWide = (await api.send(reader, 'GET', `/wish?${box(at, 6, 0.6)}`)).json<WishArea>();
    expect(wide).toEqual({ places: [], clusters: wholeWide.clusters });
    expect(wide.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(3);
  });

  it('opens cards in the order asked; what ended, is unknown or is blocked is left out', async () => {
    const at = somewhere();
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const anas = await wishAt(ana, at, '¿Un café?');
    const brunos = await wishAt(bruno, at, '¿Unas cañas?');
    await api.send(carla, 'POST', `/wish/${brunos.id}/answer`);

    const seen = await cards(carla, [brunos.id, 999_999, anas.id, brunos.id]);
    expect(seen.map((wish) => [wish.id, wish.user.firstname, wish.answered])).toEqual([
      [brunos.id, 'Bruno', true],
      [anas.id, 'Ana', false],
    ]);
    expect(seen[0]).toMatchObject({ text: '¿Unas cañas?', answers: 1, window: 'today' });
    expect((await cards(ana, [anas.id]))[0]).toMatchObject({ mine: true });

    // A block, either way, hides the wish's card as it hides its pin.
    expect((await api.send(bruno, 'POST', `/user/${carla.user.id}/block`)).statusCode).toBe(200);
    expect((await cards(carla, [brunos.id, anas.id])).map((wish) => wish.id)).toEqual([anas.id]);
    expect((await cards(bruno, [anas.id])).map((wish) => wish.id)).toEqual([anas.id]);
    const carlasWish = await wishAt(carla, at, 'Pádel');
    expect(await cards(bruno, [carlasWish.id])).toEqual([]);
    const pins = (await map(bruno, at)).places.flatMap((place) => place.wishes);
    expect(pins.map((pin) => pin.id)).not.toContain(carlasWish.id);

    // Ended: gone from the cards as from the map.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 49 * HOUR_MS);
    expect(await cards(ana, [anas.id, brunos.id])).toEqual([]);
    expect((await map(ana, at)).places).toEqual([]);
  });

  it('refuses a list that is not one, in the Laravel shape, and strangers', async () => {
    const reader = await api.member('Pablo');
    for (const ids of ['', 'uno', '1;2', '2147483648']) {
      const response = await api.send(reader, 'GET', `/wish/cards?ids=${encodeURIComponent(ids)}`);
      expect(response.statusCode, ids).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['ids']);
    }
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const tooMany = await api.send(reader, 'GET', `/wish/cards?ids=${many}`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ errors: { ids: ['Como mucho 50 deseos a la vez.'] } });
    expect((await api.send(reader, 'GET', '/wish/cards')).statusCode).toBe(422);
    // Given twice, the ids are read as one list.
    const twice = await api.send(reader, 'GET', '/wish/cards?ids=999991&ids=999992');
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json<WishCards>().wishes).toEqual([]);
    expect((await api.send(null, 'GET', '/wish/cards?ids=1')).statusCode).toBe(401);
    expect((await api.send(null, 'GET', `/wish/map?${box(somewhere())}`)).statusCode).toBe(401);
    const bad = await api.send(reader, 'GET', '/wish/map?south=1&west=1&north=0&east=2&zoom=13');
    expect(bad.statusCode).toBe(422);
  });
});
