import type { Activity, Message, Petition } from '@app/contract/activities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

describe.each(backends)('what the activity rules refuse, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'rechazo' });
  let host: Session;
  let guest: Session;
  let stranger: Session;
  let extra: Session;
  const optionOf = (code: string, tag: string) => api.ref.optionTagged(code, tag);
  let madrid: number;

  async function hostActivity(participants = 1, overrides: object = {}) {
    const response = await api.send(host, 'POST', '/activity', {
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
    api.send(session, 'POST', '/petition', {
      petition_type_option_id: optionOf('petitions_types', 'petitions_types-match'),
      to_user_id: host.user.id,
      activity: activity.id,
    });

  beforeAll(async () => {
    madrid = api.ref.city('Madrid');
    host = await api.member();
    guest = await api.member();
    stranger = await api.member();
    extra = await api.member();
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
      (await api.send(stranger, 'POST', `/activity/${activity.id}`, { description: 'Mío ahora' }))
        .statusCode,
    ).toBe(403);
    expect((await api.send(stranger, 'DELETE', `/activity/${activity.id}`)).statusCode).toBe(403);
    expect(
      (
        await api.send(host, 'POST', `/activity/${activity.id}`, {
          description: 'Cambio de planes.',
        })
      ).json<Activity>().description,
    ).toBe('Cambio de planes.');
    expect((await api.send(null, 'GET', `/activity/${activity.id}`)).statusCode).toBe(401);
  });

  it("refuses petitions to one's own, twice, full and started activities", async () => {
    const activity = await hostActivity(1);
    const own = await api.send(host, 'POST', '/petition', {
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
        await api.send(host, 'POST', `/petition/${first.json<Petition>().id}`, {
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
    const overfill = await api.send(host, 'POST', `/petition/${waiting.json<Petition>().id}`, {
      readed: '1',
      acepted: '1',
    });
    expect(overfill.statusCode).toBe(409);
    expect(overfill.json()).toEqual({
      message: 'La solicitud está en lista de espera: se podrá responder si queda una plaza.',
    });
    // Nor can the host shrink it below who joined.
    expect(
      (await api.send(host, 'POST', `/activity/${activity.id}`, { participants: 0 })).statusCode,
    ).toBe(422);

    const started = await hostActivity(3);
    await queryRows(
      api.database.db,
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
      (await api.send(stranger, 'POST', `/petition/${sent.id}`, { acepted: 1 })).statusCode,
    ).toBe(403);
    expect((await api.send(guest, 'POST', `/petition/${sent.id}`, { acepted: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (
        await api.send(host, 'POST', `/petition/${sent.id}`, { readed: 1, acepted: 0 })
      ).json<Petition>(),
    ).toMatchObject({ refused: true, acepted: false, readed: true });
    expect((await api.send(host, 'POST', `/petition/${sent.id}`, { acepted: 1 })).statusCode).toBe(
      409,
    );
    expect((await api.send(host, 'DELETE', `/petition/${sent.id}`)).statusCode).toBe(403);
    expect((await api.send(guest, 'DELETE', `/petition/${sent.id}`)).statusCode).toBe(200);
  });

  it('keeps strangers out of the chat and the match', async () => {
    const activity = await hostActivity(2);
    const sent = (await petition(guest, activity)).json<Petition>();
    await api.send(host, 'POST', `/petition/${sent.id}`, { readed: 1, acepted: 1 });
    const said = (
      await api.send(host, 'POST', `/activity/${activity.id}/message`, { message: 'Hola a todos' })
    ).json<Message>();

    expect((await api.send(stranger, 'GET', `/activity/${activity.id}/message`)).statusCode).toBe(
      403,
    );
    expect(
      (await api.send(stranger, 'POST', `/activity/${activity.id}/message`, { message: 'Cuela?' }))
        .statusCode,
    ).toBe(403);
    expect((await api.send(stranger, 'GET', `/match/${sent.id}`)).statusCode).toBe(403);
    expect((await api.send(stranger, 'GET', `/match/${sent.id}/message`)).statusCode).toBe(403);
    expect(
      (await api.send(stranger, 'POST', `/match/${sent.id}/message`, { message: 'Cuela?' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api.send(stranger, 'POST', `/activity/${activity.id}/message/readed`, {
          data: `[${said.id}]`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.send(stranger, 'DELETE', `/match/${sent.id}`)).statusCode).toBe(403);
    // A matched user writes through the match, not as the host.
    expect(
      (await api.send(guest, 'POST', `/activity/${activity.id}/message`, { message: 'Hola' }))
        .statusCode,
    ).toBe(403);
    // The host cannot write as the matched user.
    expect(
      (await api.send(host, 'POST', `/match/${sent.id}/message`, { message: 'Hola' })).statusCode,
    ).toBe(403);
    // Nobody deletes someone else's message.
    expect(
      (await api.send(guest, 'DELETE', `/activity/${activity.id}/message/${said.id}`)).statusCode,
    ).toBe(403);

    // Once the guest leaves, the chat is closed to them.
    expect((await api.send(guest, 'DELETE', `/match/${sent.id}`)).statusCode).toBe(200);
    expect((await api.send(guest, 'GET', `/activity/${activity.id}/message`)).statusCode).toBe(403);
  });

  it('stores one message for retries with the same client_id, even at once', async () => {
    const activity = await hostActivity(2);
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.send(host, 'POST', `/activity/${activity.id}/message`, {
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
      api.database.db,
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
        (await api.send(host, 'POST', `/activity/${activity.id}/message`, body)).statusCode,
      ).toBe(422);
    }
    for (const data of ['not json', '[]', '[-1]', '{"a":1}']) {
      expect(
        (await api.send(host, 'POST', `/activity/${activity.id}/message/readed`, { data }))
          .statusCode,
      ).toBe(422);
    }
    expect((await api.send(host, 'GET', '/activity/999999/message')).statusCode).toBe(404);
  });
});
