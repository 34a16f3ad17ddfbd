import { PLAN_MESSAGES } from '@app/contract/plans';
import type { Activity, Petition } from '@app/contract/activities';
import type { Deck, SwipeResponse, UndoResponse } from '@app/contract/deck';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { queryRows } from '../../db/database.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// The swipe deck (decision 0020) through the API: what it offers and in which order, what a
// like and a pass do, the undo of the latest decision, and the daily limit.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Madrid, Puerta del Sol. */
const SOL = { lat: 40.4168, lon: -3.7038 };

describe.each(backends)('the swipe deck on $name', (backend) => {
  const api = apiSuite(backend, {
    // Tokens outlive the month the pass test moves the clock forward.
    env: { TOKEN_TTL_DAYS: '400', TOKEN_IDLE_DAYS: '400' },
    emails: 'deck',
  });
  let madrid: number;
  const optionId = (code: string, tag: string) => api.ref.optionTagged(code, tag);

  beforeAll(() => {
    madrid = api.ref.city('Madrid');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Hosts an activity `hours` from now at `km` east of Sol (a sport when given a discipline). */
  async function host(
    session: Session,
    options: {
      hours?: number;
      km?: number;
      discipline?: string;
      level?: string;
      participants?: number;
    } = {},
  ): Promise<Activity> {
    const { hours = 24, km = 1, discipline, level, participants = 4 } = options;
    const response = await api.send(session, 'POST', '/activity', {
      type: optionId(
        'activity_types',
        discipline ? 'activity_types-sport' : 'activity_types-social',
      ),
      ...(discipline && { discipline: optionId('disciplines', `disciplines-${discipline}`) }),
      ...(level && { level: optionId('levels', `levels-${level}`) }),
      city: madrid,
      // A degree of longitude is 85 km at Madrid's latitude.
      location: { lat: SOL.lat, lon: SOL.lon + km / 85 },
      description: `Plan a ${km} km dentro de ${hours} h`,
      start_at: new Date(Date.now() + hours * HOUR_MS).toISOString(),
      duration: '01:30',
      participants,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<Activity>();
  }

  async function deck(session: Session, query = '') {
    const response = await api.send(session, 'GET', `/activity/deck${query}`);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<Deck>();
  }

  const swipe = (session: Session, activity: { id: number }, decision: string) =>
    postForm(api.app, `/api/activity/${activity.id}/swipe`, { decision }, session.token);

  const undo = (session: Session) => api.send(session, 'POST', '/activity/deck/undo');

  /** An area of its own for each test: activities of other tests stay out of its deck. */
  let areas = 0;
  const area = () => {
    areas += 1;
    return { lat: SOL.lat + areas * 2, lon: SOL.lon };
  };

  it('offers open activities near the member, best first by the documented score', async () => {
    const [hostA, reader, joiner] = await Promise.all([api.member(), api.member(), api.member()]);
    // The reader likes pádel (a group sport of the profile with the discipline's slug).
    const liked = await api.send(reader, 'POST', `/user/${reader.user.id}`, {
      groupal_sports: [{ id: optionId('groupal_sports', 'groupal_sports-padel') }],
    });
    expect(liked.statusCode).toBe(200);

    const padelSoon = await host(hostA, { hours: 3, km: 2, discipline: 'padel' });
    const socialSoon = await host(hostA, { hours: 3, km: 2 });
    const socialLater = await host(hostA, { hours: 100, km: 2 });
    const farther = await host(hostA, { hours: 3, km: 20 });
    const expert = await host(hostA, { hours: 3, km: 2, discipline: 'tenis', level: 'experto' });
    const allLevels = await host(hostA, { hours: 3, km: 2, discipline: 'tenis', level: 'todos' });
    // Never offered: too far, beyond 14 days, full, the reader's own.
    await host(hostA, { hours: 3, km: 40 });
    await host(hostA, { hours: 15 * 24, km: 1 });
    const full = await host(hostA, { hours: 3, km: 1, participants: 1 });
    const asked = await postForm(
      api.app,
      '/api/petition',
      {
        petition_type_option_id: String(optionId('petitions_types', 'petitions_types-match')),
        to_user_id: String(hostA.user.id),
        activity: String(full.id),
      },
      joiner.token,
    );
    const petitionId = asked.json<Petition>().id;
    await postForm(api.app, `/api/petition/${petitionId}`, { acepted: '1' }, hostA.token);
    await host(reader, { hours: 3, km: 1 });

    const cards = (await deck(reader, `?lat=${SOL.lat}&lon=${SOL.lon}&limit=20`)).data;
    const ids = cards.map((card) => card.activity.id);
    expect(ids).toEqual([
      padelSoon.id, // near, soon, a shared interest, no level
      socialSoon.id, // near, soon, no level (a few ms sooner than the next)
      allLevels.id, // near, soon, open to every level
      expert.id, // a set level fits half until members have levels
      socialLater.id, // 100 hours away
      farther.id, // 20 of the 25 km away
    ]);
    const first = cards[0]!;
    expect(first.shared_interest).toBe(true);
    expect(first.distance_km).toBeCloseTo(2, 0);
    // 0.35 × (1 − 2/25) + 0.30 × (1 − 3/168) + 0.20 + 0.15
    expect(first.score).toBeCloseTo(0.35 * (1 - 2 / 25) + 0.3 * (1 - 3 / 168) + 0.2 + 0.15, 2);
    expect(cards.every((card, i) => i === 0 || card.score <= cards[i - 1]!.score)).toBe(true);
    expect(cards.slice(1).every((card) => !card.shared_interest)).toBe(true);
  });

  it('without a point, the deck is around the member’s city; lat needs lon', async () => {
    const [hostA, reader] = await Promise.all([api.member(), api.member()]);
    const near = await host(hostA, { hours: 5, km: 1 });
    const ids = (await deck(reader, '?limit=20')).data.map((card) => card.activity.id);
    expect(ids).toContain(near.id);

    const half = await api.send(reader, 'GET', `/activity/deck?lat=${SOL.lat}`);
    expect(half.statusCode).toBe(422);
    expect(half.json()).toEqual({
      message: expect.any(String) as unknown,
      errors: { lat: ['La posición necesita latitud y longitud.'] },
    });
    const guest = await api.send(null, 'GET', '/activity/deck');
    expect(guest.statusCode).toBe(401);
  });

  it('a like asks to join (the host sees the request); a pass hides the activity for 30 days', async () => {
    const [hostA, reader] = await Promise.all([api.member(), api.member()]);
    const place = area();
    const at = `?lat=${place.lat}&lon=${place.lon}`;
    const hostHere = async (hours: number) => {
      const made = await host(hostA, { hours, km: 0 });
      // Moved to this test's own area.
      const moved = await api.send(hostA, 'POST', `/activity/${made.id}`, {
        location: { lat: place.lat, lon: place.lon },
      });
      expect(moved.statusCode).toBe(200);
      return made;
    };
    const liked = await hostHere(4);
    const passed = await hostHere(35 * 24);
    const before = await deck(reader, at);
    expect(before.data.map((card) => card.activity.id)).toEqual([liked.id]);

    const like = await swipe(reader, liked, 'like');
    expect(like.statusCode).toBe(200);
    const answer = like.json<SwipeResponse>();
    expect(answer.decision).toMatchObject({ activity: liked.id, decision: 'like' });
    expect(answer.petition).toMatchObject({ activity: liked.id, to_user_id: hostA.user.id });
    expect(answer.decisions_left).toBe(before.decisions_left! - 1);
    const requests = await api.send(hostA, 'GET', '/petition?by=to_me');
    expect(requests.json<{ data: Petition[] }>().data.map((p) => p.id)).toContain(
      answer.petition!.id,
    );
    expect((await deck(reader, at)).data).toEqual([]);
    // Decided once: a second like is refused, and so is a pass.
    expect((await swipe(reader, liked, 'like')).statusCode).toBe(409);

    // A pass on an activity five weeks away: hidden while the pass lasts, back after.
    expect((await swipe(reader, passed, 'pass')).json<SwipeResponse>().petition).toBeNull();
    expect((await swipe(reader, passed, 'pass')).statusCode).toBe(409);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * DAY_MS);
    expect((await deck(reader, at)).data).toEqual([]);
    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    expect((await deck(reader, at)).data.map((card) => card.activity.id)).toEqual([passed.id]);
    expect((await swipe(reader, passed, 'like')).statusCode).toBe(200);
  });

  it('undo takes back the latest decision once, withdrawing an unanswered request', async () => {
    const [hostA, reader] = await Promise.all([api.member(), api.member()]);
    expect((await undo(reader)).statusCode).toBe(404);
    const first = await host(hostA, { hours: 6, km: 1 });
    const second = await host(hostA, { hours: 7, km: 1 });

    expect((await swipe(reader, first, 'pass')).statusCode).toBe(200);
    const liked = (await swipe(reader, second, 'like')).json<SwipeResponse>();
    const undone = await undo(reader);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<UndoResponse>().undone).toMatchObject({
      activity: second.id,
      decision: 'like',
    });
    // The request is withdrawn, and the activity is back in the deck.
    const requests = await api.send(hostA, 'GET', '/petition?by=to_me');
    expect(requests.json<{ data: Petition[] }>().data.map((p) => p.id)).not.toContain(
      liked.petition!.id,
    );
    const ids = (await deck(reader, `?lat=${SOL.lat}&lon=${SOL.lon}&limit=20`)).data.map(
      (card) => card.activity.id,
    );
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    // Once: the pass before it stays until a new decision is taken.
    // Undoing further back is Premium's: refused naming it (decision 0029).
    const again = await undo(reader);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: PLAN_MESSAGES.needs.unlimited_swipes,
      errors: { plan: [PLAN_MESSAGES.needs.unlimited_swipes] },
    });

    // A like the host has answered cannot be taken back.
    const relike = (await swipe(reader, second, 'like')).json<SwipeResponse>();
    await postForm(api.app, `/api/petition/${relike.petition!.id}`, { acepted: '0' }, hostA.token);
    const late = await undo(reader);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/ya ha respondido/);
  });

  it('refuses bad input in the Laravel shape and its own activity', async () => {
    const [hostA, reader] = await Promise.all([api.member(), api.member()]);
    const activity = await host(hostA, { hours: 8, km: 1 });
    const bad = await swipe(reader, activity, 'maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'La decisión debe ser like o pass.',
      errors: { decision: ['La decisión debe ser like o pass.'] },
    });
    const own = await swipe(hostA, activity, 'like');
    expect(own.statusCode).toBe(422);
    expect(own.json<{ errors: object }>().errors).toEqual({
      activity: ['No puedes decidir sobre tu propia actividad.'],
    });
    expect((await swipe(reader, { id: 999_999 }, 'pass')).statusCode).toBe(404);
  });

  it('gives 50 decisions a day, counted by the server, even when they arrive at once', async () => {
    const [hostA, reader] = await Promise.all([api.member(), api.member()]);
    const activities: Activity[] = [];
    for (let i = 0; i < 53; i++) activities.push(await host(hostA, { hours: 10 + i, km: 1 }));
    for (const activity of activities.slice(0, 47)) {
      expect((await swipe(reader, activity, 'pass')).statusCode).toBe(200);
    }
    // Six at once for the last three turns: exactly three are taken.
    const racing = await Promise.all(
      activities.slice(47, 53).map((activity) => swipe(reader, activity, 'pass')),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = racing.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message:
        'Ya has tomado tus 50 decisiones de hoy. Mañana tendrás más, o desliza sin límite con Premium.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(25 * 3600);
    expect((await deck(reader)).decisions_left).toBe(0);
    // An undone decision gives its turn back.
    expect((await undo(reader)).statusCode).toBe(200);
    expect((await deck(reader)).decisions_left).toBe(1);

    // With Premium (decision 0029): no daily limit, and undo further back, one at a time.
    await queryRows(
      api.database.db,
      sql`insert into plan_grants (user_id, plan, starts_at, ends_at, note)
          values (${reader.user.id}, 'premium', now() - interval '1 minute',
                  now() + interval '1 day', 'Prueba de Premium')`,
    );
    const open = activities.filter((activity, index) => {
      const raced = racing[index - 47];
      return index >= 47 && raced?.statusCode === 429;
    });
    expect(open).toHaveLength(3);
    for (const activity of open) {
      const answer = await swipe(reader, activity, 'pass');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<SwipeResponse>().decisions_left).toBeNull();
    }
    expect((await deck(reader)).decisions_per_day).toBeNull();
    for (let back = 0; back < 3; back++) {
      const undone = await undo(reader);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json<UndoResponse>().decisions_left).toBeNull();
    }
  });
});
