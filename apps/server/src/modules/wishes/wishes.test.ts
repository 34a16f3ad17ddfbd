import { PLAN_MESSAGES } from '@app/contract/plans';
import type { ActivityMembership } from '@app/contract/activities';
import {
  roundedWishPlace,
  WISHES_CHANGED_EVENT,
  type ConvertedWish,
  type OwnWish,
  type Wish,
  type WishArea,
} from '@app/contract/wishes';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { pusherClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';
import { cellOf } from '@app/contract/geo-cells';
import { wishes } from './wishes.schema.js';

// The map of wishes (decision 0021) through the API: the place stored and served only
// rounded, windows and expiry, one active wish, the area's wishes and clusters, answers, the
// conversion into an activity for those who answered, and the cell's live "changed".

const KEY = 'wishes-test-key';
const HOUR_MS = 3_600_000;

describe.each(backends)('wishes on $name', (backend) => {
  const api = apiSuite(backend, { env: { PUSHER_APP_KEY: KEY }, emails: 'deseo' });
  let port: number;
  const optionId = (code: string, tag: string) => api.ref.optionTagged(code, tag);

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Each test wishes somewhere of its own, a degree apart. */
  let places = 0;
  const somewhere = () => {
    places += 1;
    return { lat: 38 + places * 0.9 + 0.0123456, lon: -6 + places * 0.7 - 0.0098765 };
  };

  const wishAt = (session: Session, at: { lat: number; lon: number }, fields = {}) =>
    postForm(
      api.app,
      '/api/wish',
      {
        text: 'Me apetece un café y charlar',
        window: 'now',
        ...fields,
        lat: String(at.lat),
        lon: String(at.lon),
      },
      session.token,
    );

  const area = async (
    session: Session,
    at: { lat: number; lon: number },
    zoom = 13,
    span = 0.05,
  ) => {
    const query = `south=${at.lat - span}&west=${at.lon - span}&north=${at.lat + span}&east=${at.lon + span}&zoom=${zoom}`;
    const response = await api.send(session, 'GET', `/wish?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WishArea>();
  };

  it('stores and serves only the centre of a ~500 m square, never the position sent', async () => {
    const lucia = await api.member();
    const sent = somewhere();
    const response = await wishAt(lucia, sent);
    expect(response.statusCode, response.body).toBe(200);
    const served = response.json<Wish>();
    const rounded = roundedWishPlace(sent.lat, sent.lon);
    expect(served.location).toEqual(rounded);
    expect(served.location.lat).not.toBe(sent.lat);
    expect(Math.abs(served.location.lat - sent.lat)).toBeLessThan(0.0025 + 1e-9);
    expect(Math.abs(served.location.lon - sent.lon)).toBeLessThan(0.003125 + 1e-9);
    // What the database holds is the same centre; the exact position is nowhere.
    const [stored] = await api.database.db.select().from(wishes).where(eq(wishes.id, served.id));
    expect({ lat: stored!.lat, lon: stored!.lon }).toEqual(rounded);
    expect(stored!.cell).toBe(cellOf(rounded.lat, rounded.lon));
    const other = await api.member('Pablo');
    const seen = (await area(other, sent)).wishes.find((w) => w.id === served.id)!;
    expect(seen.location).toEqual(rounded);
    expect(JSON.stringify(await area(other, sent))).not.toContain(String(sent.lat));
  });

  it('ends with its window, never past 48 hours, and then is gone everywhere', async () => {
    const lucia = await api.member();
    const at = somewhere();
    const before = Date.now();
    const made = (await wishAt(lucia, at, { window: 'now' })).json<Wish>();
    const ends = Date.parse(made.expiresAt) - before;
    expect(ends).toBeGreaterThanOrEqual(3 * HOUR_MS - 5_000);
    expect(ends).toBeLessThanOrEqual(3 * HOUR_MS + 5_000);
    const reader = await api.member('Pablo');
    expect((await area(reader, at)).wishes.map((w) => w.id)).toEqual([made.id]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before + 3 * HOUR_MS + 60_000);
    expect((await area(reader, at)).wishes).toEqual([]);
    const late = await api.send(reader, 'POST', `/wish/${made.id}/answer`);
    expect(late.statusCode).toBe(409);
    expect((await api.send(lucia, 'GET', '/wish/mine')).json<OwnWish>()).toEqual({
      wish: null,
      answers: [],
    });
    // Over, a new one may be made; a weekend wish lives 48 hours at most, whatever the day.
    const weekend = (await wishAt(lucia, at, { window: 'weekend' })).json<Wish>();
    expect(Date.parse(weekend.expiresAt) - Date.now()).toBeLessThanOrEqual(48 * HOUR_MS);
  });

  it('keeps one active wish per member, and validates in the Laravel shape', async () => {
    const lucia = await api.member();
    const at = somewhere();
    const first = (await wishAt(lucia, at)).json<Wish>();
    const second = await wishAt(lucia, at);
    // A second at once is Premium's (decision 0029).
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ message: PLAN_MESSAGES.needs.more_wishes });
    const removed = await api.send(lucia, 'DELETE', `/wish/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await wishAt(lucia, at)).statusCode).toBe(200);

    const bad = await wishAt(await api.member(), at, { text: 'x'.repeat(141), window: 'luego' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      text: ['El deseo puede tener 140 caracteres como mucho.'],
      window: ['La franja debe ser now, today, tomorrow o weekend.'],
    });
    const wrongOption = await wishAt(await api.member(), at, {
      discipline: String(optionId('levels', 'levels-todos')),
    });
    expect(wrongOption.statusCode).toBe(422);
  });

  it('answers the area with wishes from zoom 11, and with clusters below', async () => {
    const at = somewhere();
    const people = await Promise.all([api.member(), api.member(), api.member()]);
    for (const [index, person] of people.entries()) {
      await wishAt(person, { lat: at.lat + index * 0.01, lon: at.lon }, { text: `Deseo ${index}` });
    }
    const far = await api.member();
    await wishAt(far, { lat: at.lat + 0.5, lon: at.lon });
    const reader = await api.member('Pablo');
    const near = await area(reader, at, 13, 0.05);
    expect(near.wishes.map((w) => w.text).sort()).toEqual(['Deseo 0', 'Deseo 1', 'Deseo 2']);
    expect(near.clusters).toEqual([]);
    const wide = await area(reader, at, 6, 0.6);
    expect(wide.wishes).toEqual([]);
    expect(wide.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(4);
  });

  it('"¡Me apunto!" once, not on one’s own; the wisher sees who', async () => {
    const lucia = await api.member();
    const pablo = await api.member('Pablo');
    const at = somewhere();
    const made = (await wishAt(lucia, at)).json<Wish>();
    const answer = (session: Session, method: 'POST' | 'DELETE' = 'POST') =>
      api.send(session, method, `/wish/${made.id}/answer`);
    expect((await answer(lucia)).statusCode).toBe(422);
    const answered = await answer(pablo);
    expect(answered.json<Wish>()).toMatchObject({ answers: 1, answered: true, mine: false });
    expect((await answer(pablo)).statusCode).toBe(409);
    const mine = (await api.send(lucia, 'GET', '/wish/mine')).json<OwnWish>();
    expect(mine.wish).toMatchObject({ id: made.id, answers: 1, mine: true });
    expect(mine.answers.map((a) => a.user.firstname)).toEqual(['Pablo']);
    expect((await answer(pablo, 'DELETE')).json<Wish>()).toMatchObject({ answers: 0 });
    expect((await answer(pablo, 'DELETE')).statusCode).toBe(404);
    // Only the wisher withdraws or converts it.
    const other = await api.send(pablo, 'DELETE', `/wish/${made.id}`);
    expect(other.statusCode).toBe(403);
    expect((await api.send(null, 'DELETE', `/wish/${made.id}`)).statusCode).toBe(401);
  });

  it('becomes an activity whose places go to those who answered, first come first', async () => {
    const lucia = await api.member();
    const [pablo, marta, ana] = await Promise.all([
      api.member('Pablo'),
      api.member('Marta'),
      api.member('Ana'),
    ]);
    const at = somewhere();
    const made = (await wishAt(lucia, at)).json<Wish>();
    for (const person of [pablo, marta, ana]) {
      await api.send(person, 'POST', `/wish/${made.id}/answer`);
    }
    const convert = (session: Session) =>
      api.send(session, 'POST', `/wish/${made.id}/activity`, {
        type: optionId('activity_types', 'activity_types-social'),
        city: api.ref.city('Madrid'),
        location: { lat: at.lat, lon: at.lon, address: 'Plaza Mayor' },
        description: made.text,
        start_at: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
        duration: '01:00',
        participants: 2,
      });
    expect((await convert(pablo)).statusCode).toBe(403);
    const converted = await convert(lucia);
    expect(converted.statusCode, converted.body).toBe(200);
    const { activity, admitted } = converted.json<ConvertedWish>();
    expect(admitted).toBe(2);
    expect(activity).toMatchObject({ description: made.text, matchedCount: 2, status: 'full' });
    const standing = async (session: Session) =>
      (
        await api.send(session, 'GET', `/activity/${activity.id}/membership`)
      ).json<ActivityMembership>().role;
    expect(await standing(pablo)).toBe('member');
    expect(await standing(marta)).toBe('member');
    expect(await standing(ana)).toBe('none');
    // The wish is over: gone from the map, no second conversion.
    expect((await area(ana, at)).wishes).toEqual([]);
    expect((await convert(lucia)).statusCode).toBe(409);
  });

  it('tells the viewers of a cell, live, that its wishes changed: no content on the wire', async () => {
    const lucia = await api.member();
    const at = somewhere();
    const cell = cellOf(roundedWishPlace(at.lat, at.lon).lat, roundedWishPlace(at.lat, at.lon).lon);
    const client = pusherClient(port, KEY);
    try {
      const channel = client.subscribe(`wishes.${cell}`);
      await within(
        new Promise<void>((resolve) =>
          channel.bind('pusher:subscription_succeeded', () => resolve()),
        ),
        5_000,
        'subscription',
      );
      const heard = new Promise<unknown>((resolve) =>
        channel.bind(WISHES_CHANGED_EVENT, (data: unknown) => resolve(data)),
      );
      const made = (await wishAt(lucia, at)).json<Wish>();
      const data = await within(heard, 5_000, 'the cell event');
      expect(data).toEqual({ cell });
      expect(JSON.stringify(data)).not.toContain(made.text);
    } finally {
      client.disconnect();
    }
  });
});
