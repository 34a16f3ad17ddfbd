import type { Activity, ActivityMembership, Petition } from '@app/contract/activities';
import type { NotificationItem } from '@app/contract/notification-centre';
import type { PushPayload } from '@app/contract/push-payload';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, referenceIds, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { startPushService, type LocalPushService } from '../../test/push-service.js';
import { apiSuite } from '../../test/suite.js';

// Reminders of plans (issue 38): the day before and an hour before, to the host and those with
// a place who were already in when its time came, once each even with several nodes sweeping;
// off by a setting; by e-mail to those who chose it. «Ya no puedo ir» is leaving: the place
// goes to the waiting list.

const SWEEP = { REMINDERS_SWEEP_MS: '50' };
const PUBLIC_URL = 'https://antojo.example';

/** `read`'s answer once it is defined (every node sweeps every REMINDERS_SWEEP_MS). */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Claims as `claims` lists them: by member id. */
const byUser = (keys: string[]) => keys.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('reminders of plans, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'recuerda', env: { ...SWEEP, PUBLIC_URL } });
  let made: ReturnType<typeof plans>;
  beforeAll(() => {
    made = plans(api.app, api.ref);
  });

  const remindersOf = async (session: Session) =>
    (await api.send(session, 'GET', '/notifications'))
      .json<{ data: NotificationItem[] }>()
      .data.filter((item) => item.kind === 'reminder');
  /** The plan made and its places taken `ago` (an SQL interval) before now. */
  const madeAgo = (activity: Activity, ago: string) =>
    queryRows(
      api.database.db,
      sql`with plan as (update activities set created_at = now() - ${ago}::interval
            where id = ${activity.id} returning id)
          update matches set created_at = now() - ${ago}::interval
            where activity_id in (select id from plan)`,
    );
  const claims = async (activity: Activity) =>
    (
      await queryRows<{ user_id: number; kind: string }>(
        api.database.db,
        sql`select user_id, kind from plan_reminders where activity_id = ${activity.id}
            order by user_id, kind`,
      )
    ).map((row) => `${row.user_id}:${row.kind}`);

  it('reminds the host and those going the day before, once, but not who joined since', async () => {
    const [host, ana, late, quiet] = await Promise.all([
      api.member('Lucía'),
      api.member('Ana'),
      api.member('Leo'),
      api.member('Quique'),
    ]);
    expect(
      (await postForm(api.app, '/api/config', { reminder_day_before: '0' }, quiet.token))
        .statusCode,
    ).toBe(200);
    const plan = await made.host(host, { hours: 5, description: 'Pádel en el Retiro' });
    await made.join(ana, plan, host);
    await made.join(quiet, plan, host);
    // All three were in two days ago; Leo joins now, inside the day's window.
    await madeAgo(plan, '2 days');
    await made.join(late, plan, host);

    const [reminder] = await eventually(
      async () => ((await remindersOf(ana)).length > 0 ? await remindersOf(ana) : undefined),
      'her reminder',
    );
    expect(reminder).toMatchObject({
      kind: 'reminder',
      actor: null,
      activity: { id: plan.id, description: 'Pádel en el Retiro' },
      read: false,
    });
    expect(reminder!.text).toMatch(/^el [a-zé]+ \d{1,2} de [a-z]+ a las \d{1,2}:\d{2}$/);
    await eventually(
      async () => ((await remindersOf(host)).length === 1 ? true : undefined),
      'the host’s',
    );
    // Several sweeps later: still one each, none for who joined late or turned it off.
    await pause(300);
    expect(await remindersOf(ana)).toHaveLength(1);
    expect(await remindersOf(host)).toHaveLength(1);
    expect(await remindersOf(late)).toEqual([]);
    expect(await remindersOf(quiet)).toEqual([]);
    expect(await claims(plan)).toEqual(byUser([`${host.user.id}:day`, `${ana.user.id}:day`]));
  });

  it('reminds an hour before, by e-mail too when chosen, with the way to give up the place', async () => {
    const [host, eva] = await Promise.all([api.member('Marta'), api.member('Eva')]);
    expect(
      (await postForm(api.app, '/api/config', { reminder_email: '1' }, eva.token)).statusCode,
    ).toBe(200);
    const plan = await made.host(host, { hours: 0.5, description: 'Cañas en Lavapiés' });
    await made.join(eva, plan, host);
    await madeAgo(plan, '1 day');
    await eventually(
      async () => ((await remindersOf(eva)).length > 0 ? true : undefined),
      'her reminder',
    );
    // Only the hour's: the day's window had closed (3 hours before).
    await pause(200);
    expect(await claims(plan)).toEqual(byUser([`${host.user.id}:hour`, `${eva.user.id}:hour`]));
    const mail = await eventually(async () => {
      const outbox = (await api.app.inject(`/api/_dev/outbox?to=${eva.user.email}`)).json<
        Array<{ subject: string; text: string }>
      >();
      return outbox.find((sent) => sent.subject.startsWith('Recordatorio'));
    }, 'her e-mail');
    // Within the hour: tomorrow in Madrid's last hour of the day (the words' rules are
    // reminder-texts.test.ts's, on a fixed clock).
    expect(mail.subject).toMatch(
      /^Recordatorio: «Cañas en Lavapiés» es (hoy|mañana) a las \d{1,2}:\d{2}$/,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/web/app/a/${plan.id}?salir=1`);
    expect(mail.text).toContain(
      'Puedes apagar estos correos en Ajustes, Configuraciones de Perfil, Recordatorios.',
    );
    // The host chose no e-mail: none went to them.
    const hostMail = (await api.app.inject(`/api/_dev/outbox?to=${host.user.email}`)).json<
      Array<{ subject: string }>
    >();
    expect(hostMail.filter((sent) => sent.subject.startsWith('Recordatorio'))).toEqual([]);
  });

  it('gives a place given up after the reminder to the first on the waiting list', async () => {
    const [host, ana, bea] = await Promise.all([
      api.member('Hugo'),
      api.member('Ana'),
      api.member('Bea'),
    ]);
    const plan = await made.host(host, { hours: 0.5, participants: 1 });
    await made.join(ana, plan, host);
    const waiting = (await made.ask(bea, plan)).json<Petition>();
    expect(waiting.waiting_position).toBe(1);
    await madeAgo(plan, '1 day');
    await eventually(
      async () => ((await remindersOf(ana)).length > 0 ? true : undefined),
      'her reminder',
    );
    // «Ya no puedo ir»: the plan's page asks, and she leaves.
    const { match } = (
      await api.send(ana, 'GET', `/activity/${plan.id}/membership`)
    ).json<ActivityMembership>();
    expect((await api.send(ana, 'DELETE', `/match/${match}`)).statusCode).toBe(200);
    const offered = (await api.send(host, 'GET', '/petition?by=to_me'))
      .json<{ data: Petition[] }>()
      .data.filter((petition) => petition.activity === plan.id);
    expect(offered.map((petition) => petition.from_user.id)).toEqual([bea.user.id]);
    expect(offered[0]!.waiting_position).toBeNull();
  });
});

describe.each(backends)('reminders with two nodes sweeping, on $name', (backend) => {
  let database: TestDatabase;
  const nodes: Array<Awaited<ReturnType<typeof testApp>>> = [];

  beforeAll(async () => {
    database = await backend.open();
    for (let started = 0; started < 2; started++) nodes.push(await testApp(database, SWEEP));
  });
  afterAll(async () => {
    for (const node of nodes.reverse()) await node.close();
    await database.dispose();
  });

  it('sends each reminder once', async () => {
    const [a, b] = [nodes[0]!.app, nodes[1]!.app];
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        signUp(index % 2 ? a : b, `dos-nodos-${index}@example.com`, { firstname: 'Gus' }),
      ),
    );
    const [host, ...guests] = people as [Session, ...Session[]];
    const ref = await referenceIds(a);
    const plan = await plans(a, ref).host(host, { hours: 0.5, participants: 10 });
    for (const guest of guests) await plans(b, ref).join(guest, plan, host);
    await queryRows(
      database.db,
      sql`with plan as (update activities set created_at = now() - interval '1 day'
            where id = ${plan.id} returning id)
          update matches set created_at = now() - interval '1 day'
            where activity_id in (select id from plan)`,
    );
    const sent = async () =>
      (
        await queryRows<{ user_id: number; total: number }>(
          database.db,
          sql`select user_id, count(*)::int as total from notifications
              where kind = 'reminder' and activity_id = ${plan.id} group by user_id`,
        )
      ).map((row) => row.total);
    await eventually(
      async () => ((await sent()).length === people.length ? true : undefined),
      'everyone’s reminder',
    );
    // Both nodes keep sweeping: nobody hears twice.
    await pause(400);
    expect(await sent()).toEqual(people.map(() => 1));
  });
});

describe('a reminder’s Web Push', () => {
  let database: TestDatabase;
  let node: Awaited<ReturnType<typeof testApp>>;
  let service: LocalPushService;

  beforeAll(async () => {
    service = await startPushService();
    database = await backends[0]!.open();
    node = await testApp(database, {
      ...SWEEP,
      PUSHER_APP_ID: 'antojo-recuerda',
      PUSHER_APP_KEY: 'antojo-recuerda-key',
      PUSHER_APP_SECRET: 'r'.repeat(64),
      DELIVERY_POLL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await node.close();
    await database.dispose();
    await service.close();
  });

  async function subscribe(session: Session) {
    const headers = { authorization: `Bearer ${session.token}` };
    const key = await node.app.inject({ url: '/api/push/key', headers });
    const subscription = await service.subscribe(key.json<{ publicKey: string }>().publicKey);
    const saved = await node.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers,
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return async () =>
      (await service.messages(subscription)).map((text) => JSON.parse(text) as PushPayload);
  }

  it('offers «Ya no puedo ir» to those with a place, not to the host', async () => {
    const { app } = node;
    const host = await signUp(app, 'recuerda-push-host@example.com', { firstname: 'Olga' });
    const ana = await signUp(app, 'recuerda-push-ana@example.com', { firstname: 'Ana' });
    const [hostPushes, anaPushes] = [await subscribe(host), await subscribe(ana)];
    const made = plans(app, await referenceIds(app));
    const plan = await made.host(host, { hours: 0.5, description: 'Running por Madrid Río' });
    await made.join(ana, plan, host);
    await queryRows(
      database.db,
      sql`with plan as (update activities set created_at = now() - interval '1 day'
            where id = ${plan.id} returning id)
          update matches set created_at = now() - interval '1 day'
            where activity_id in (select id from plan)`,
    );
    const reminderOf = (read: () => Promise<PushPayload[]>) =>
      eventually(
        async () => (await read()).find((push) => push.kind === 'reminder'),
        'the reminder’s push',
      );
    const [toAna, toHost] = [await reminderOf(anaPushes), await reminderOf(hostPushes)];
    expect(toAna).toEqual({
      kind: 'reminder',
      title: 'Tu plan empieza en una hora',
      body: expect.stringMatching(
        /^«Running por Madrid Río» es (hoy|mañana) a las \d{1,2}:\d{2}\. ¿Ya no puedes ir\? Deja tu plaza a otra persona\.$/,
      ),
      url: `/web/app/a/${plan.id}`,
      tag: `reminder-${plan.id}`,
      leave_url: `/web/app/a/${plan.id}?salir=1`,
    });
    expect(toHost).toMatchObject({ kind: 'reminder', url: `/web/app/a/${plan.id}` });
    expect(toHost.leave_url).toBeUndefined();
    expect(toHost.body).toMatch(/Tú lo organizas\.$/);
  });
});
