import type { Activity, Message, Petition } from '@app/contract/activities';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { referenceIds, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';

describe.each(backends)('what the activity rules refuse, on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let host: Session;
  let guest: Session;
  let stranger: Session;
  let extra: Session;
  let optionOf: (code: string, tag: string) => number;
  let madrid: number;

  const call = (
    session: Session | undefined,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      payload,
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });

  async function hostActivity(participants = 1, overrides: object = {}) {
    const response = await call(host, 'POST', '/api/activity', {
      type: optionOf('activity_types', 'activity_types-social'),
      city: madrid,
      location: { lat: 40.41, lon: -3.7 },
      description: 'Café y paseo por El Retiro.',
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration: '02:00',
      participants,
      ...overrides,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<Activity>();
  }
  const petition = (session: Session, activity: Activity) =>
    call(session, 'POST', '/api/petition', {
      petition_type_option_id: optionOf('petitions_types', 'petitions_types-match'),
      to_user_id: host.user.id,
      activity: activity.id,
    });

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database));
    const ref = await referenceIds(app);
    optionOf = (code, tag) =>
      ref.concepts
        .find((concept) => concept.code === code)!
        .options.find((option) => option.tag === tag)!.id;
    madrid = ref.city('Madrid');
    host = await signUp(app, 'host@example.com');
    guest = await signUp(app, 'guest@example.com');
    stranger = await signUp(app, 'stranger@example.com');
    extra = await signUp(app, 'extra@example.com');
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  it('refuses bad activities with 422', async () => {
    for (const overrides of [
      { start_at: new Date(Date.now() - 60_000).toISOString() },
      { duration: '25:00' },
      { duration: '1h' },
      { participants: 0 },
      { participants: 1000 },
      { type: optionOf('levels', 'levels-experto') },
      { location: '{"lat": 200, "lon": 0}' },
      { start_at: '2026-13-45' },
    ]) {
      await expect(hostActivity(1, overrides)).rejects.toThrow(/"errors"/);
    }
  });

  it("refuses to edit or delete someone else's activity", async () => {
    const activity = await hostActivity();
    expect(
      (await call(stranger, 'POST', `/api/activity/${activity.id}`, { description: 'Mío ahora' }))
        .statusCode,
    ).toBe(403);
    expect((await call(stranger, 'DELETE', `/api/activity/${activity.id}`)).statusCode).toBe(403);
    expect(
      (
        await call(host, 'POST', `/api/activity/${activity.id}`, {
          description: 'Cambio de planes.',
        })
      ).json<Activity>().description,
    ).toBe('Cambio de planes.');
    expect((await call(undefined, 'GET', `/api/activity/${activity.id}`)).statusCode).toBe(401);
  });

  it("refuses petitions to one's own, twice, full and started activities", async () => {
    const activity = await hostActivity(1);
    const own = await call(host, 'POST', '/api/petition', {
      petition_type_option_id: optionOf('petitions_types', 'petitions_types-match'),
      to_user_id: host.user.id,
      activity: activity.id,
    });
    expect(own.statusCode).toBe(422);
    const first = await petition(guest, activity);
    expect(first.statusCode).toBe(200);
    expect((await petition(guest, activity)).statusCode).toBe(409);
    const waiting = await petition(extra, activity);
    expect(waiting.statusCode).toBe(200);

    // The host accepts one: the only place is taken.
    expect(
      (
        await call(host, 'POST', `/api/petition/${first.json<Petition>().id}`, {
          readed: '1',
          acepted: '1',
        })
      ).statusCode,
    ).toBe(200);
    // Full: a request waits (decision 0027), behind the one the host had not answered.
    const full = await petition(stranger, activity);
    expect(full.statusCode).toBe(200);
    expect(full.json<Petition>().waiting_position).toBe(2);
    // Accepting the one now waiting would overfill it.
    const overfill = await call(host, 'POST', `/api/petition/${waiting.json<Petition>().id}`, {
      readed: '1',
      acepted: '1',
    });
    expect(overfill.statusCode).toBe(409);
    expect(overfill.json()).toEqual({
      message: 'La solicitud está en lista de espera: se podrá responder si queda una plaza.',
    });
    // Nor can the host shrink it below who joined.
    expect(
      (await call(host, 'POST', `/api/activity/${activity.id}`, { participants: 0 })).statusCode,
    ).toBe(422);

    const started = await hostActivity(3);
    await queryRows(
      database.db,
      sql`update activities set start_at = now() - interval '5 minutes' where id = ${started.id}`,
    );
    const late = await petition(guest, started);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'La actividad ya ha empezado.' });
  });

  it('refuses answers from anyone but the host, twice, and deletes from anyone but the sender', async () => {
    const activity = await hostActivity(2);
    const sent = (await petition(guest, activity)).json<Petition>();
    expect(
      (await call(stranger, 'POST', `/api/petition/${sent.id}`, { acepted: 1 })).statusCode,
    ).toBe(403);
    expect((await call(guest, 'POST', `/api/petition/${sent.id}`, { acepted: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(host, 'POST', `/api/petition/${sent.id}`, { readed: 1, acepted: 0 })
      ).json<Petition>(),
    ).toMatchObject({ refused: true, acepted: false, readed: true });
    expect((await call(host, 'POST', `/api/petition/${sent.id}`, { acepted: 1 })).statusCode).toBe(
      409,
    );
    expect((await call(host, 'DELETE', `/api/petition/${sent.id}`)).statusCode).toBe(403);
    expect((await call(guest, 'DELETE', `/api/petition/${sent.id}`)).statusCode).toBe(200);
  });

  it('keeps strangers out of the chat and the match', async () => {
    const activity = await hostActivity(2);
    const sent = (await petition(guest, activity)).json<Petition>();
    await call(host, 'POST', `/api/petition/${sent.id}`, { readed: 1, acepted: 1 });
    const said = (
      await call(host, 'POST', `/api/activity/${activity.id}/message`, { message: 'Hola a todos' })
    ).json<Message>();

    expect((await call(stranger, 'GET', `/api/activity/${activity.id}/message`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(stranger, 'POST', `/api/activity/${activity.id}/message`, { message: 'Cuela?' }))
        .statusCode,
    ).toBe(403);
    expect((await call(stranger, 'GET', `/api/match/${sent.id}`)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/match/${sent.id}/message`)).statusCode).toBe(403);
    expect(
      (await call(stranger, 'POST', `/api/match/${sent.id}/message`, { message: 'Cuela?' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(stranger, 'POST', `/api/activity/${activity.id}/message/readed`, {
          data: `[${said.id}]`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(stranger, 'DELETE', `/api/match/${sent.id}`)).statusCode).toBe(403);
    // A matched user writes through the match, not as the host.
    expect(
      (await call(guest, 'POST', `/api/activity/${activity.id}/message`, { message: 'Hola' }))
        .statusCode,
    ).toBe(403);
    // The host cannot write as the matched user.
    expect(
      (await call(host, 'POST', `/api/match/${sent.id}/message`, { message: 'Hola' })).statusCode,
    ).toBe(403);
    // Nobody deletes someone else's message.
    expect(
      (await call(guest, 'DELETE', `/api/activity/${activity.id}/message/${said.id}`)).statusCode,
    ).toBe(403);

    // Once the guest leaves, the chat is closed to them.
    expect((await call(guest, 'DELETE', `/api/match/${sent.id}`)).statusCode).toBe(200);
    expect((await call(guest, 'GET', `/api/activity/${activity.id}/message`)).statusCode).toBe(403);
  });

  it('stores one message for retries with the same client_id, even at once', async () => {
    const activity = await hostActivity(2);
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(host, 'POST', `/api/activity/${activity.id}/message`, {
          message: 'Una vez',
          client_id: 'retry-1',
        }),
      ),
    );
    const ids = new Set(
      sends
        .filter((response) => response.statusCode === 200)
        .map((response) => response.json<Message>().id),
    );
    expect(ids.size).toBe(1);
    const stored = await queryRows<{ total: number }>(
      database.db,
      sql`select count(*)::int as total from messages where activity_id = ${activity.id}`,
    );
    expect(stored[0]!.total).toBe(1);
  });

  it('refuses malformed chat input with 422', async () => {
    const activity = await hostActivity(2);
    for (const body of [
      { message: '' },
      { message: 'x'.repeat(2001) },
      { message: 'ok', client_id: 'has spaces' },
    ]) {
      expect(
        (await call(host, 'POST', `/api/activity/${activity.id}/message`, body)).statusCode,
      ).toBe(422);
    }
    for (const data of ['not json', '[]', '[-1]', '{"a":1}']) {
      expect(
        (await call(host, 'POST', `/api/activity/${activity.id}/message/readed`, { data }))
          .statusCode,
      ).toBe(422);
    }
    expect((await call(host, 'GET', '/api/activity/999999/message')).statusCode).toBe(404);
  });
});
