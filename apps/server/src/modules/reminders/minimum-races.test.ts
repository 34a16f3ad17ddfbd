import type { Activity, Petition } from '@app/contract/activities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

/**
 * The host accepting the place that reaches a plan's minimum at the moment the sweep decides
 * it (issue 38). The cancellation is one guarded UPDATE, and an accept holds the plan's row:
 * whichever goes first, either the place is given and the plan stands, or the plan is cancelled
 * and the accept is refused (409). Never a cancelled plan that reached its minimum, nor a place
 * given in a cancelled plan. PostgreSQL races them; PGlite runs them in turn.
 */
describe.each(backends)('a place taken as the minimum is decided, on $name', (backend) => {
  // Enough rounds on PostgreSQL that both outcomes come (each came about half the time).
  const ROUNDS =
    backend.name === 'postgres' ? Math.max(20, Number(process.env.RACE_ROUNDS ?? 20)) : 2;
  const api = apiSuite(backend, { emails: 'carrera-minimo', env: { REMINDERS_SWEEP_MS: '5' } });
  let host: Session;
  let guest: Session;
  beforeAll(async () => {
    [host, guest] = await Promise.all([api.member('Lucía'), api.member('Gus')]);
  });

  const stateOf = async (activity: Activity) => {
    const [row] = await queryRows<{ cancelled: boolean; matched: number }>(
      api.database.db,
      sql`select cancelled_at is not null as cancelled, matched_count as matched
          from activities where id = ${activity.id}`,
    );
    return row!;
  };

  it('either gives the place and keeps the plan, or cancels it and refuses the place', async () => {
    const outcomes = { kept: 0, cancelled: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await api.send(host, 'POST', '/activity', {
        type: api.ref.optionTagged('activity_types', 'activity_types-social'),
        city: api.ref.city('Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: `Carrera ${round}`,
        start_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
        duration: '01:00',
        participants: 4,
        min_participants: 1,
        min_hours_before: 2,
      });
      expect(made.statusCode, made.body).toBe(200);
      const plan = made.json<Activity>();
      const petition = (await plans(api.app, api.ref).ask(guest, plan)).json<Petition>();
      // The decision's time comes, and the host accepts at the same moment.
      const [, accepted] = await Promise.all([
        queryRows(
          api.database.db,
          sql`update activities set start_at = now() + interval '119 minutes'
              where id = ${plan.id}`,
        ),
        postForm(api.app, `/api/petition/${petition.id}`, { acepted: '1' }, host.token),
      ]);
      expect([200, 409], accepted.body).toContain(accepted.statusCode);
      // The sweep has run at least once since (every 5 ms): the plan is decided.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const state = await stateOf(plan);
      if (accepted.statusCode === 200) {
        expect(state).toEqual({ cancelled: false, matched: 1 });
        outcomes.kept += 1;
      } else {
        expect(state).toEqual({ cancelled: true, matched: 0 });
        outcomes.cancelled += 1;
      }
    }
    expect(outcomes.kept + outcomes.cancelled).toBe(ROUNDS);
    if (backend.name === 'postgres') {
      expect(outcomes.kept, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.cancelled, JSON.stringify(outcomes)).toBeGreaterThan(0);
    }
  });
});
