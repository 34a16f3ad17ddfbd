import { RESULT_MESSAGES } from '@app/contract/levels';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

/**
 * A report replaced at the moment someone answers the first one. The route's policy let them
 * answer the report they saw; the service reads it again under the result's lock. Whatever
 * the order, what stands is a report answered by someone its rule lets answer: the first
 * confirmed (and the new report refused, 409), or the new one waiting, its answer refused
 * (403 when the policy saw it, 409 when it changed between the policy and the lock).
 * PostgreSQL races them; PGlite runs them in turn.
 */
describe.each(backends)('a result replaced as it is answered, on $name', (backend) => {
  const ROUNDS = backend.name === 'postgres' ? Number(process.env.RACE_ROUNDS ?? 12) : 3;
  const api = apiSuite(backend, { emails: 'resultado' });
  let made: ReturnType<typeof plans>;
  let padel: number;
  beforeAll(() => {
    made = plans(api.app, api.ref);
    padel = api.ref.optionTagged('disciplines', 'disciplines-padel');
  });

  const ids = (sessions: Session[]) => sessions.map((session) => session.user.id);

  /** A padel match of `host` with `guests` in it, started an hour ago. */
  const match = (host: Session, guests: Session[]) =>
    made.started(api.database.db, host, guests, padel);

  /** The stored result: its status, and the side each player is on. */
  async function stored(activityId: number) {
    const [result] = await queryRows<{ status: string }>(
      api.database.db,
      sql`select status from activity_results where activity_id = ${activityId}`,
    );
    const sides = await queryRows<{ user_id: number; team: string }>(
      api.database.db,
      sql`select user_id, team from result_players where activity_id = ${activityId}`,
    );
    return {
      status: result?.status,
      side: new Map(sides.map((row) => [Number(row.user_id), row.team])),
    };
  }

  it(
    'confirms only a report its answerer was allowed to answer',
    async () => {
      const [host, bea, ciro, dani, eva] = await Promise.all(
        ['Hugo', 'Bea', 'Ciro', 'Dani', 'Eva'].map((name) => api.member(name)),
      );
      const outcomes = new Map<string, number>();
      for (let round = 0; round < ROUNDS; round += 1) {
        const activity = await match(host!, [bea!, ciro!, dani!, eva!]);
        const url = `/activity/${activity.id}/result`;
        // Dani is on the other side of Bea's first report, and on Bea's side in the second.
        const first = await api.send(bea!, 'POST', url, {
          team_a: ids([bea!, ciro!]),
          team_b: ids([dani!, eva!]),
          winner: 'a',
        });
        expect(first.statusCode, first.body).toBe(200);
        const [replaced, answered] = await Promise.all([
          api.send(bea!, 'POST', url, {
            team_a: ids([bea!, dani!]),
            team_b: ids([ciro!, eva!]),
            winner: 'b',
          }),
          api.send(dani!, 'POST', `${url}/answer`, { confirm: true }),
        ]);
        const now = await stored(activity.id);
        if (answered.statusCode === 200) {
          // The first report stood confirmed, Dani on the other side; the new one came too late.
          expect(now.status).toBe('confirmed');
          expect(now.side.get(dani!.user.id)).toBe('b');
          expect(replaced.statusCode).toBe(409);
          expect(replaced.json<{ message: string }>().message).toBe(RESULT_MESSAGES.confirmed);
        } else {
          expect(replaced.statusCode, replaced.body).toBe(200);
          expect(now.status).toBe('reported');
          expect(now.side.get(dani!.user.id)).toBe('a');
          expect([403, 409]).toContain(answered.statusCode);
          expect(answered.json<{ message: string }>().message).toBe(
            answered.statusCode === 403 ? RESULT_MESSAGES.notOther : RESULT_MESSAGES.changed,
          );
        }
        const key = `${answered.statusCode}/${replaced.statusCode}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
      expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(ROUNDS);
      // A round makes a match of five people: seconds each on a busy machine.
    },
    30_000 + ROUNDS * 5_000,
  );
});
