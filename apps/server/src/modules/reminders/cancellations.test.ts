import { MINIMUM_MESSAGES, type Activity, type Petition } from '@app/contract/activities';
import type { NotificationItem } from '@app/contract/notification-centre';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

// Minimum numbers (issue 38): a host sets how many people a plan needs and how many hours
// before the start that is decided; short of it then, the plan is cancelled by the sweep,
// everyone in it is told, it leaves the list, takes no more places, and calendars mark it
// cancelled. A plan that reached its minimum stands.

const HOUR_MS = 3_600_000;

async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('plans with a minimum, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'minimo', env: { REMINDERS_SWEEP_MS: '50' } });
  let host: Session;
  let ana: Session;
  let bea: Session;
  beforeAll(async () => {
    [host, ana, bea] = await Promise.all([
      api.member('Lucía'),
      api.member('Ana'),
      api.member('Bea'),
    ]);
  });

  const form = (fields: Record<string, unknown>) => ({
    type: api.ref.optionTagged('activity_types', 'activity_types-social'),
    city: api.ref.city('Madrid'),
    location: { lat: 40.42, lon: -3.7 },
    description: 'Fútbol 7 en Vallecas',
    start_at: new Date(Date.now() + 30 * HOUR_MS).toISOString(),
    duration: '01:30',
    participants: 6,
    ...fields,
  });
  async function host7(fields: Record<string, unknown>): Promise<Activity> {
    const made = await api.send(host, 'POST', '/activity', form(fields));
    expect(made.statusCode, made.body).toBe(200);
    return made.json<Activity>();
  }
  /** The decision's time comes: the start moves to just past it. */
  const decideNow = (activity: Activity) =>
    queryRows(
      api.database.db,
      sql`update activities set start_at = now() + (min_hours_before * interval '1 hour')
            - interval '1 minute' where id = ${activity.id}`,
    );
  const read = async (activity: Activity) =>
    (await api.send(host, 'GET', `/activity/${activity.id}`)).json<Activity>();
  const noticesOf = async (session: Session) =>
    (await api.send(session, 'GET', '/notifications'))
      .json<{ data: NotificationItem[] }>()
      .data.filter((item) => item.kind === 'cancelled');

  it('refuses a minimum above the places, an unknown delay, or one already past', async () => {
    const above = await api.send(host, 'POST', '/activity', form({ min_participants: 7 }));
    expect(above.statusCode, above.body).toBe(422);
    expect(above.json()).toMatchObject({
      errors: { min_participants: [MINIMUM_MESSAGES.aboveParticipants] },
    });
    const odd = await api.send(
      host,
      'POST',
      '/activity',
      form({ min_participants: 2, min_hours_before: 5 }),
    );
    expect(odd.json()).toMatchObject({ errors: { min_hours_before: [MINIMUM_MESSAGES.hours] } });
    const past = await api.send(
      host,
      'POST',
      '/activity',
      form({
        min_participants: 2,
        min_hours_before: 48,
        start_at: new Date(Date.now() + 5 * HOUR_MS).toISOString(),
      }),
    );
    expect(past.json()).toMatchObject({ errors: { min_hours_before: [MINIMUM_MESSAGES.past] } });
    const alone = await api.send(host, 'POST', '/activity', form({ min_hours_before: 2 }));
    expect(alone.json()).toMatchObject({
      errors: { min_hours_before: [MINIMUM_MESSAGES.hoursWithoutMinimum] },
    });
  });

  it('shows the minimum and its time, which an edit can clear', async () => {
    const plan = await host7({ min_participants: 3, min_hours_before: 12 });
    expect(plan.minimum).toMatchObject({ participants: 3, hours_before: 12 });
    expect(Date.parse(plan.minimum!.decided_at)).toBe(Date.parse(plan.start_at) - 12 * HOUR_MS);
    expect(plan.minimum!.decided_at).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(plan.cancelled_at).toBeNull();
    // Fewer places than the minimum: refused; the minimum cleared: gone.
    const fewer = await postForm(
      api.app,
      `/api/activity/${plan.id}`,
      { participants: '2' },
      host.token,
    );
    expect(fewer.statusCode, fewer.body).toBe(422);
    const cleared = await postForm(
      api.app,
      `/api/activity/${plan.id}`,
      { min_participants: '' },
      host.token,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Activity>().minimum).toBeNull();
  });

  it('cancels a plan short of its minimum at its time, tells everyone, and closes it', async () => {
    const plan = await host7({ min_participants: 2, min_hours_before: 2 });
    await plans(api.app, api.ref).join(ana, plan, host);
    const link = await api.send(host, 'POST', `/activity/${plan.id}/invitation-links`, {});
    expect(link.statusCode, link.body).toBe(201);
    await decideNow(plan);
    const cancelled = await eventually(async () => {
      const now = await read(plan);
      return now.status === 'cancelled' ? now : undefined;
    }, 'the cancellation');
    expect(cancelled.cancelled_at).not.toBeNull();
    for (const session of [host, ana]) {
      const [notice] = await eventually(
        async () => ((await noticesOf(session)).length > 0 ? noticesOf(session) : undefined),
        'the notice',
      );
      expect(notice).toMatchObject({ activity: { id: plan.id }, text: '1 de 2', actor: null });
    }
    // Out of the list, and no more places: asked, accepted or edited.
    const list = await api.send(bea, 'GET', '/activity?pageSize=100');
    expect(list.json<{ data: Activity[] }>().data.map((item) => item.id)).not.toContain(plan.id);
    const asked = await plans(api.app, api.ref).ask(bea, plan);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json()).toMatchObject({ message: MINIMUM_MESSAGES.cancelled });
    const edited = await postForm(
      api.app,
      `/api/activity/${plan.id}`,
      { description: 'Otra cosa' },
      host.token,
    );
    expect(edited.statusCode).toBe(409);
    // Its invitation link ends, and no new one is made.
    const opened = await api.send(
      bea,
      'GET',
      `/invitation-links/${link.json<{ token: string }>().token}`,
    );
    expect(opened.statusCode, opened.body).toBe(410);
    expect(opened.json()).toMatchObject({ message: MINIMUM_MESSAGES.cancelled });
    expect(
      (await api.send(host, 'POST', `/activity/${plan.id}/invitation-links`, {})).statusCode,
    ).toBe(409);
    // Its time passes: no attendance to mark for a plan that took place for nobody.
    await queryRows(
      api.database.db,
      sql`update activities set start_at = now() - interval '10 minutes' where id = ${plan.id}`,
    );
    const sheet = await api.send(host, 'GET', `/activity/${plan.id}/attendance`);
    expect(sheet.json<{ open: boolean }>().open, sheet.body).toBe(false);
    // In calendars, marked cancelled; on its shared page, said so.
    const file = await api.send(ana, 'GET', `/activity/${plan.id}/calendar`);
    expect(file.body).toContain('STATUS:CANCELLED');
    const page = await api.app.inject({ method: 'GET', url: `/web/plan/${plan.id}` });
    expect(page.body).toContain('Este plan se ha cancelado: no llegó al mínimo de personas.');
    expect(
      (await api.send(null, 'GET', `/public/activities/${plan.id}`)).json<{ status: string }>()
        .status,
    ).toBe('cancelled');
  });

  it('keeps a plan that reached its minimum at its time, whoever leaves afterwards', async () => {
    const plan = await host7({ min_participants: 1, min_hours_before: 2 });
    await plans(api.app, api.ref).join(bea, plan, host);
    await decideNow(plan);
    await eventually(async () => {
      const [row] = await queryRows<{ decided: boolean }>(
        api.database.db,
        sql`select minimum_decided_at is not null as decided from activities where id = ${plan.id}`,
      );
      return row!.decided ? true : undefined;
    }, 'the decision');
    expect((await read(plan)).status).toBe('open');
    // Decided once: Bea leaving now does not undo it.
    const { match } = (await api.send(bea, 'GET', `/activity/${plan.id}/membership`)).json<{
      match: number;
    }>();
    expect((await api.send(bea, 'DELETE', `/match/${match}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read(plan)).status).toBe('open');
    const pending = (await plans(api.app, api.ref).ask(ana, plan)).json<Petition>();
    expect(pending.acepted).toBe(false);
    // The host still edits it from the form, which sends the minimum as it was.
    const now = await read(plan);
    const edited = await postForm(
      api.app,
      `/api/activity/${plan.id}`,
      {
        description: 'Fútbol 7 en Vallecas, con petos',
        start_at: now.start_at,
        min_participants: '1',
        min_hours_before: '2',
      },
      host.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
