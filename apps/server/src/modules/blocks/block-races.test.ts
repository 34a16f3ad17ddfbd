import type { Activity } from '@app/contract/activities';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { befriend, postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

/**
 * A block and what it ends take turns (decision 0030): each write that joins two members races
 * the block for many rounds, and whichever wins, nothing of the pair is left once both answer.
 * On PGlite (one connection) the two always run one after the other; PostgreSQL races them.
 */
describe.each(backends)('a block racing what it ends, on $name', (backend) => {
  // RACE_ROUNDS races longer on PostgreSQL (60 held on 2026-11-28) without slowing npm test.
  const ROUNDS = backend.name === 'postgres' ? Number(process.env.RACE_ROUNDS ?? 12) : 3;
  const api = apiSuite(backend, { emails: 'carrera' });
  const post = (session: Session, url: string, fields: Record<string, string> = {}) =>
    postForm(api.app, `/api${url}`, fields, session.token);
  const block = (session: Session, who: Session) =>
    api.send(session, 'POST', `/user/${who.user.id}/block`);
  const unblock = (session: Session, who: Session) =>
    api.send(session, 'DELETE', `/user/${who.user.id}/block`);

  /** Every row that joins `a` and `b`, whatever its kind: what a block must leave at zero. */
  async function joining(a: number, b: number): Promise<Record<string, number>> {
    const [row] = await queryRows<Record<string, number>>(
      api.database.db,
      sql`select
        (select count(*)::int from conversations
          where low_id = least(${a}::int, ${b}::int) and high_id = greatest(${a}::int, ${b}::int)) as conversations,
        (select count(*)::int from friendships
          where low_id = least(${a}::int, ${b}::int) and high_id = greatest(${a}::int, ${b}::int)) as friendships,
        (select count(*)::int from petitions
          where (from_user_id = ${a} and to_user_id = ${b}) or (from_user_id = ${b} and to_user_id = ${a})) as petitions,
        (select count(*)::int from matches m join activities x on x.id = m.activity_id
          where (m.user_id = ${a} and x.host_id = ${b}) or (m.user_id = ${b} and x.host_id = ${a})) as places,
        (select count(*)::int from wish_answers w join wishes x on x.id = w.wish_id
          where (w.user_id = ${a} and x.user_id = ${b}) or (w.user_id = ${b} and x.user_id = ${a})) as "wishAnswers",
        (select count(*)::int from activity_invitations i join activities x on x.id = i.activity_id
          where (i.user_id = ${a} and x.host_id = ${b}) or (i.user_id = ${b} and x.host_id = ${a})) as "planInvitations",
        (select count(*)::int from group_invitations g
          where (g.user_id = ${a} and g.invited_by = ${b}) or (g.user_id = ${b} and g.invited_by = ${a})) as "groupInvitations"`,
    );
    return row!;
  }
  const nothing = {
    conversations: 0,
    friendships: 0,
    petitions: 0,
    places: 0,
    wishAnswers: 0,
    planInvitations: 0,
    groupInvitations: 0,
  };

  /**
   * `rounds` times: `prepare` sets the pair up, then `blocker` blocks `other` at the same moment
   * as `write` joins them. Both answer as a member could meet them (the block always lands; the
   * write lands or meets the block), and nothing of the pair is left.
   */
  async function race(
    blocker: Session,
    other: Session,
    prepare: () => Promise<void>,
    write: () => Promise<{ statusCode: number; body: string }>,
    /** Other answers the write may meet once the block went first (not friends any more). */
    also: number[] = [],
  ) {
    const outcomes = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      await prepare();
      const [blocked, written] = await Promise.all([block(blocker, other), write()]);
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect([200, 404, ...also], written.body).toContain(written.statusCode);
      outcomes.set(written.statusCode, (outcomes.get(written.statusCode) ?? 0) + 1);
      expect(await joining(blocker.user.id, other.user.id), `round ${round}`).toEqual(nothing);
      expect((await unblock(blocker, other)).statusCode).toBe(200);
    }
    return outcomes;
  }

  it('a private conversation opened as the block lands is gone', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await race(
      ana,
      bruno,
      () => befriend(api.app, ana, bruno),
      () => post(bruno, `/user/${ana.user.id}/conversation`),
      [403],
    );
  });

  it('a request to join the blocker’s plan, and a place accepted, are gone', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const { ask, host } = plans(api.app, api.ref);
    const plan = await host(ana, { participants: 8 });
    await race(
      ana,
      bruno,
      async () => {},
      () => ask(bruno, plan),
    );
    // The host accepting as the guest blocks her: the place does not survive either.
    await race(
      bruno,
      ana,
      async () => {
        const asked = await ask(bruno, plan);
        expect(asked.statusCode, asked.body).toBe(200);
        pending = asked.json<{ id: number }>().id;
      },
      () => post(ana, `/petition/${pending}`, { acepted: '1' }),
    );
  });
  let pending = 0;

  it('a friend request is gone', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await race(
      ana,
      bruno,
      async () => {},
      () => post(bruno, `/user/${ana.user.id}/friend`),
    );
  });

  it('an answer to the blocker’s wish is gone', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const wished = await post(ana, '/wish', {
      text: '¿Un café?',
      window: 'tomorrow',
      lat: '40.41',
      lon: '-3.70',
    });
    expect(wished.statusCode, wished.body).toBe(200);
    const wish = wished.json<{ id: number }>();
    await race(
      ana,
      bruno,
      async () => {},
      () => post(bruno, `/wish/${wish.id}/answer`),
    );
  });

  it('an invitation to a plan and to a group are gone, and an accepted one too', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const plan: Activity = await plans(api.app, api.ref).host(ana, { participants: 8 });
    const created = await post(ana, '/group', {
      name: 'Pádel del barrio',
      description: 'Partidos los domingos',
      visibility: 'public',
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<{ id: number }>();
    await race(
      bruno,
      ana,
      () => befriend(api.app, ana, bruno),
      () => post(ana, `/activity/${plan.id}/invite`, { user_ids: JSON.stringify([bruno.user.id]) }),
      [422],
    );
    await race(
      bruno,
      ana,
      () => befriend(api.app, ana, bruno),
      () => post(ana, `/group/${group.id}/invite`, { user_ids: JSON.stringify([bruno.user.id]) }),
      [422],
    );
    await race(
      ana,
      bruno,
      async () => {
        await befriend(api.app, ana, bruno);
        const invited = await post(ana, `/activity/${plan.id}/invite`, {
          user_ids: JSON.stringify([bruno.user.id]),
        });
        expect(invited.statusCode, invited.body).toBe(200);
      },
      () => post(bruno, `/activity/${plan.id}/invitation`),
    );
  });

  it('a wish becoming a plan gives no place to an answerer blocked at that moment', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    for (let round = 0; round < ROUNDS; round++) {
      const wished = await post(ana, '/wish', {
        text: '¿Pádel mañana?',
        window: 'tomorrow',
        lat: '40.41',
        lon: '-3.70',
      });
      expect(wished.statusCode, wished.body).toBe(200);
      const wish = wished.json<{ id: number }>();
      expect((await post(bruno, `/wish/${wish.id}/answer`)).statusCode).toBe(200);
      const [blocked, converted] = await Promise.all([
        block(ana, bruno),
        api.send(ana, 'POST', `/wish/${wish.id}/activity`, {
          type: api.ref.optionTagged('activity_types', 'activity_types-social'),
          city: api.ref.city('Madrid'),
          location: { lat: 40.41, lon: -3.7 },
          description: 'Pádel mañana por la tarde',
          start_at: new Date(Date.now() + 20 * 3_600_000).toISOString(),
          duration: '01:30',
          participants: 4,
        }),
      ]);
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(converted.statusCode, converted.body).toBe(200);
      expect(await joining(ana.user.id, bruno.user.id), `round ${round}`).toEqual(nothing);
      expect((await unblock(ana, bruno)).statusCode).toBe(200);
    }
  });

  it('a private conversation left by any race is no way around a block: every call is a 404', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await befriend(api.app, ana, bruno);
    const opened = await post(bruno, `/user/${ana.user.id}/conversation`);
    expect(opened.statusCode, opened.body).toBe(200);
    const said = await post(bruno, `/conversation/${opened.json<{ id: number }>().id}/message`, {
      message: 'Hola, ¿quedamos?',
    });
    expect(said.statusCode, said.body).toBe(200);
    expect((await block(ana, bruno)).statusCode).toBe(200);
    // What a race could have left: the pair's conversation, its members and a message unread.
    const [row] = await queryRows<{ id: number }>(
      api.database.db,
      sql`insert into conversations (kind, low_id, high_id, message_seq)
          values ('private', least(${ana.user.id}::int, ${bruno.user.id}::int), greatest(${ana.user.id}::int, ${bruno.user.id}::int), 1)
          returning id`,
    );
    const id = row!.id;
    await queryRows(
      api.database.db,
      sql`insert into conversation_members (conversation_id, user_id) values (${id}, ${ana.user.id}), (${id}, ${bruno.user.id})`,
    );
    const [message] = await queryRows<{ id: number }>(
      api.database.db,
      sql`insert into conversation_messages (conversation_id, user_id, seq, message)
          values (${id}, ${bruno.user.id}, 1, 'Sigo aquí') returning id`,
    );
    for (const [who, other] of [
      [bruno, ana],
      [ana, bruno],
    ] as const) {
      const get = (url: string) => api.send(who, 'GET', url);
      expect((await get(`/conversation/${id}`)).statusCode).toBe(404);
      expect((await get(`/conversation/${id}/message`)).statusCode).toBe(404);
      expect(
        (await post(who, `/conversation/${id}/message`, { message: 'Otra vez' })).statusCode,
      ).toBe(404);
      expect(
        (await post(who, `/conversation/${id}/read`, { message_id: String(message!.id) }))
          .statusCode,
      ).toBe(404);
      const list = (await get('/conversations')).json<{
        data: Array<{ id: number }>;
        total: number;
      }>();
      expect(list.data.map((c) => c.id)).not.toContain(id);
      expect(list.total).toBe(list.data.length);
      expect((await get('/conversations/unread')).json<{ count: number }>().count).toBe(0);
      expect((await post(who, `/user/${other.user.id}/conversation`)).statusCode).toBe(404);
    }
  });
});
