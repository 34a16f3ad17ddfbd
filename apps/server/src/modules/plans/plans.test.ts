import type { Activity } from '@app/contract/activities';
import type { CoinHistory } from '@app/contract/coins';
import {
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type MemberPlanView,
  type PlanGrant,
  type PlanHolder,
} from '@app/contract/plans';
import type { MemberStats } from '@app/contract/stats';
import { inZone } from '@app/contract/time-zones';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { startPaymentStandIn, PRICES } from '../../test/payment-stand-in.js';
import { plans as planHelpers } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';
import { createCoinsService } from '../coins/coins.service.js';
import { createPlansService } from './plans.service.js';

const DAY = 24 * 3_600_000;

describe.each(backends)('Move and Premium on $name', (backend) => {
  // The provider's stand-in starts before the app (its URL is the app's setting) and closes
  // after it.
  let stand: Awaited<ReturnType<typeof startPaymentStandIn>>;
  beforeAll(async () => {
    stand = await startPaymentStandIn();
  });
  afterAll(() => stand?.close());
  const api = apiSuite(backend, { env: () => stand.env, emails: 'planes' });
  let made: ReturnType<typeof planHelpers>;
  let staff: Session;
  beforeAll(async () => {
    made = planHelpers(api.app, api.ref);
    staff = await api.staff();
  });

  const member = (firstname: string) => api.member(firstname);
  const get = (session: Session, url: string) => api.send(session, 'GET', url);
  const planOf = async (session: Session) => (await get(session, '/plan')).json<MemberPlanView>();
  const balanceOf = async (session: Session) =>
    (await get(session, '/coins')).json<CoinHistory>().balance;
  const deliver = (delivery: { payload: string; signature: string }) =>
    api.app.inject({
      method: 'POST',
      url: '/api/plan/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.payload,
    });
  const grant = (user: Session, plan: string, days = 30, as = staff) =>
    postForm(
      api.app,
      '/api/admin/plan-grants',
      { user_id: String(user.user.id), plan, days: String(days), note: 'Premio del sorteo' },
      as.token,
    );
  const list = (session: Session, filter: object) =>
    get(session, `/activity?filter=${encodeURIComponent(JSON.stringify(filter))}&pageSize=50`);
  const ids = (response: { json<T>(): T }) =>
    response.json<{ data: Activity[] }>().data.map((activity) => activity.id);

  /** A subscription at the stand-in, as the provider holds it after a checkout. */
  const subscription = (id: string, user: Session, price: string, fields = {}) => {
    const state = {
      id,
      customer: `cus_${id}`,
      status: 'active',
      price,
      periodEnd: new Date(Date.now() + 30 * DAY),
      cancelAtPeriodEnd: false,
      userId: user.user.id,
      ...fields,
    };
    stand.subscriptions.set(id, state);
    return state;
  };
  const completed = (id: string, user: Session, eventId?: string) =>
    stand.event(
      'checkout.session.completed',
      {
        id: `cs_${id}`,
        object: 'checkout.session',
        customer: `cus_${id}`,
        subscription: id,
        client_reference_id: String(user.user.id),
      },
      eventId ? { id: eventId } : {},
    );

  describe('entitlements', () => {
    it('refuses each with a 403 naming the plan, and allows it with the plan', async () => {
      const eva = await member('Eva');
      const host = await member('Hugo');
      const needs = (response: { statusCode: number; json(): unknown }, entitlement: string) => {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: PLAN_MESSAGES.needs[entitlement as keyof typeof PLAN_MESSAGES.needs],
        });
      };
      const free = await planOf(eva);
      expect(free).toMatchObject({ plan: 'free', source: null, entitlements: [] });

      // Without a plan: Move's filters, statistics, a wider deck; Premium's event and wishes.
      needs(await list(eva, { reliable_hosts: true }), 'advanced_filters');
      needs(await list(eva, { hours: [{ from: '18:00', to: '21:00' }] }), 'advanced_filters');
      needs(await get(eva, '/stats'), 'statistics');
      needs(await get(eva, '/activity/deck?lat=40.42&lon=-3.7&km=60'), 'advanced_filters');
      expect((await get(eva, '/activity/deck?lat=40.42&lon=-3.7&km=25')).statusCode).toBe(200);
      // The free filters stay free.
      expect((await list(eva, { weekdays: [1, 2] })).statusCode).toBe(200);
      const brand = (
        await postForm(api.app, '/api/admin/sponsors', { name: 'Ritmo' }, staff.token)
      ).json<{ id: number }>();
      const exclusive = (
        await api.send(staff, 'POST', '/admin/events', {
          type: api.ref.optionTagged('activity_types', 'activity_types-social'),
          city: api.ref.city('Madrid'),
          location: { lat: 40.42, lon: -3.7 },
          description: 'Concierto privado',
          start_at: new Date(Date.now() + 2 * DAY).toISOString(),
          duration: '02:00',
          participants: 5,
          sponsor: brand.id,
          premium_only: '1',
        })
      ).json<Activity>();
      needs(await made.ask(eva, exclusive), 'exclusive_events');
      const wish = () =>
        postForm(
          api.app,
          '/api/wish',
          { text: 'Me apetece correr', window: 'today', lat: '40.42', lon: '-3.7' },
          eva.token,
        );
      expect((await wish()).statusCode).toBe(200);
      needs(await wish(), 'more_wishes');

      // Move: the filters, statistics and the wider deck; not Premium's.
      expect((await grant(eva, 'move')).statusCode).toBe(200);
      expect(await planOf(eva)).toMatchObject({
        plan: 'move',
        source: 'grant',
        renews: false,
        entitlements: ['advanced_filters', 'statistics'],
      });
      expect((await list(eva, { reliable_hosts: true })).statusCode).toBe(200);
      expect((await get(eva, '/stats')).statusCode).toBe(200);
      const wide = await get(eva, '/activity/deck?lat=40.42&lon=-3.7&km=60');
      expect(wide.statusCode).toBe(200);
      expect(wide.json()).toMatchObject({ decisions_per_day: 50 });
      needs(await made.ask(eva, exclusive), 'exclusive_events');
      needs(await wish(), 'more_wishes');
      expect(await balanceOf(eva)).toBe(0);

      // Premium: everything, the exclusive event in the deck, three wishes, no daily limit, and
      // the month's coins once.
      expect((await grant(eva, 'premium')).statusCode).toBe(200);
      expect((await planOf(eva)).plan).toBe('premium');
      const deck = (await get(eva, '/activity/deck?lat=40.42&lon=-3.7&km=5&limit=20')).json<{
        data: { activity: { id: number } }[];
        decisions_left: number | null;
        decisions_per_day: number | null;
      }>();
      expect(deck.data.map((card) => card.activity.id)).toContain(exclusive.id);
      expect(deck).toMatchObject({ decisions_left: null, decisions_per_day: null });
      const asked = await made.ask(eva, exclusive);
      expect(asked.statusCode, asked.body).toBe(200);
      expect((await wish()).statusCode).toBe(200);
      expect((await wish()).statusCode).toBe(200);
      const fourth = await wish();
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({ message: PLAN_MESSAGES.wishesFull });
      expect(await balanceOf(eva)).toBe(PLAN_LIMITS.monthlyCoins);
      await grant(eva, 'premium', 5);
      expect(await balanceOf(eva)).toBe(PLAN_LIMITS.monthlyCoins);
      void host;
    });

    it("filters by level range, hour windows and reliable hosts, on the city's clock", async () => {
      const [ines, reliable, newcomer, partner] = [
        await member('Inés'),
        await member('Rosa'),
        await member('Nuevo'),
        await member('Pablo'),
      ];
      await grant(ines, 'move');
      // Rosa has been verified in three plans of three: reliable (100 %).
      for (let round = 0; round < 3; round++) {
        await made.confirm(reliable, await made.played(api.database.db, partner, reliable));
      }
      const level = (tag: string) => api.ref.optionTagged('levels', `levels-${tag}`);
      const sport = async (host: Session, hours: number, levelTag?: string) => {
        const response = await api.send(host, 'POST', '/activity', {
          type: api.ref.optionTagged('activity_types', 'activity_types-sport'),
          discipline: api.ref.optionTagged('disciplines', 'disciplines-tenis'),
          ...(levelTag ? { level: level(levelTag) } : {}),
          city: api.ref.city('Madrid'),
          location: { lat: 40.42, lon: -3.7 },
          description: `Tenis ${levelTag ?? 'sin nivel'}`,
          start_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
          duration: '01:00',
          participants: 3,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Activity>();
      };
      const beginner = await sport(reliable, 30, 'principiante');
      const middle = await sport(newcomer, 31, 'intermedio');
      const expert = await sport(newcomer, 32, 'experto');
      const anyone = await sport(newcomer, 33, 'todos');
      const open = await sport(newcomer, 34);

      const ranged = ids(
        await list(ines, { level_range: { min: level('intermedio'), max: level('avanzado') } }),
      );
      expect(ranged).toEqual(expect.arrayContaining([middle.id, anyone.id, open.id]));
      expect(ranged).not.toContain(beginner.id);
      expect(ranged).not.toContain(expert.id);
      const backwards = await list(ines, {
        level_range: { min: level('experto'), max: level('principiante') },
      });
      expect(backwards.statusCode).toBe(422);

      const trusted = ids(await list(ines, { reliable_hosts: true }));
      expect(trusted).toContain(beginner.id);
      expect(trusted).not.toContain(middle.id);

      // The minute `beginner` starts at in Madrid, and the day without it (across midnight).
      const local = inZone(new Date(beginner.start_at), 'Europe/Madrid').slice(11, 16);
      const minutes = Number(local.slice(0, 2)) * 60 + Number(local.slice(3, 5));
      const clock = (total: number) =>
        `${String(Math.floor((total % 1440) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
      const inside = ids(
        await list(ines, { hours: [{ from: clock(minutes), to: clock(minutes + 1) }] }),
      );
      expect(inside).toContain(beginner.id);
      expect(inside).not.toContain(middle.id);
      const around = ids(
        await list(ines, { hours: [{ from: clock(minutes + 1), to: clock(minutes) }] }),
      );
      expect(around).not.toContain(beginner.id);
      expect(around).toContain(middle.id);
    });

    it("gives Move's statistics from the member's verified activities", async () => {
      const [olga, host] = [await member('Olga'), await member('Teo')];
      await grant(olga, 'move');
      await made.confirm(olga, await made.played(api.database.db, host, olga));
      await made.confirm(
        olga,
        await made.played(api.database.db, host, olga, { discipline: 'tenis' }),
      );
      const stats = (await get(olga, '/stats?months=3')).json<MemberStats>();
      expect(stats.time_zone).toBe('Europe/Madrid');
      expect(stats.months).toHaveLength(3);
      const current = stats.months.at(-1)!;
      expect(current).toMatchObject({ activities: 2, minutes: 180, position: expect.any(Number) });
      expect(current.kcal).toBeGreaterThan(0);
      expect(stats.totals).toMatchObject({ activities: 2, minutes: 180 });
      expect(stats.disciplines.map((entry) => entry.discipline?.tag).sort()).toEqual([
        'disciplines-padel',
        'disciplines-tenis',
      ]);
      expect((await get(olga, '/stats?months=13')).statusCode).toBe(422);
    });
  });

  describe('staff grants', () => {
    it('are staff-only, audited, and end when revoked', async () => {
      const [nora, other] = [await member('Nora'), await member('Otro')];
      expect((await grant(nora, 'move', 30, other)).statusCode).toBe(403);
      expect((await get(other, '/admin/plans')).statusCode).toBe(403);
      const bad = await postForm(
        api.app,
        '/api/admin/plan-grants',
        { user_id: String(nora.user.id), plan: 'oro', days: '0', note: '' },
        staff.token,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
        'days',
        'note',
        'plan',
      ]);
      const missing = await postForm(
        api.app,
        '/api/admin/plan-grants',
        { user_id: '999999', plan: 'move', days: '3', note: 'Prueba' },
        staff.token,
      );
      expect(missing.statusCode).toBe(404);

      const given = (await grant(nora, 'move', 3)).json<PlanGrant>();
      expect(given).toMatchObject({
        plan: 'move',
        note: 'Premio del sorteo',
        granted_by: { id: staff.user.id },
        revoked_at: null,
      });
      expect(new Date(given.ends_at).getTime() - new Date(given.starts_at).getTime()).toBe(3 * DAY);
      const holders = (await get(staff, '/admin/plans?pageSize=100')).json<{
        data: PlanHolder[];
      }>();
      expect(holders.data).toContainEqual(
        expect.objectContaining({ user: expect.objectContaining({ id: nora.user.id }) }),
      );

      const revoked = await postForm(
        api.app,
        `/api/admin/plan-grants/${given.id}/revoke`,
        { note: 'Concedido por error' },
        staff.token,
      );
      expect(revoked.json()).toMatchObject({
        revoked_by: { id: staff.user.id },
        revoke_note: 'Concedido por error',
      });
      expect((await planOf(nora)).plan).toBe('free');
      const again = await postForm(
        api.app,
        `/api/admin/plan-grants/${given.id}/revoke`,
        { note: 'Otra vez' },
        staff.token,
      );
      expect(again.statusCode).toBe(409);
      const audit = (await get(staff, `/admin/plan-grants?user=${nora.user.id}`)).json<{
        data: PlanGrant[];
      }>();
      expect(audit.data).toEqual([
        expect.objectContaining({ id: given.id, revoke_note: 'Concedido por error' }),
      ]);
    });

    it('end on time', async () => {
      const lia = await member('Lía');
      const given = (await grant(lia, 'move', 2)).json<PlanGrant>();
      // Two days later, as the clock would have it: the grant is over.
      await queryRows(
        api.database.db,
        sql`update plan_grants set starts_at = starts_at - interval '2 days',
              ends_at = ends_at - interval '2 days' + interval '1 minute' where id = ${given.id}`,
      );
      expect((await planOf(lia)).plan).toBe('move');
      await queryRows(
        api.database.db,
        sql`update plan_grants set ends_at = now() - interval '1 second' where id = ${given.id}`,
      );
      expect(await planOf(lia)).toMatchObject({ plan: 'free', ends_at: null });
      expect((await get(lia, '/stats')).statusCode).toBe(403);
    });
  });

  describe('subscriptions', () => {
    it('open checkout for a monthly plan and the portal for its customer', async () => {
      const pia = await member('Pía');
      expect((await planOf(pia)).checkout_available).toBe(true);
      const noPortal = await postForm(api.app, '/api/plan/portal', {}, pia.token);
      expect(noPortal.statusCode).toBe(409);
      expect(noPortal.json()).toMatchObject({ message: PLAN_MESSAGES.noSubscription });
      const checkout = await postForm(api.app, '/api/plan/checkout', { plan: 'move' }, pia.token);
      expect(checkout.statusCode, checkout.body).toBe(200);
      expect(checkout.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      const call = stand.calls.findLast((each) => each.path === '/v1/checkout/sessions')!;
      expect(call.form.get('mode')).toBe('subscription');
      expect(call.form.get('line_items[0][price]')).toBe(PRICES.move);
      expect(call.form.get('client_reference_id')).toBe(String(pia.user.id));
      expect(call.form.get('subscription_data[metadata][user_id]')).toBe(String(pia.user.id));
      expect(call.form.get('success_url')).toMatch(/\/web\/app\/plans\?pago=hecho$/);
      expect(
        (await postForm(api.app, '/api/plan/checkout', { plan: 'oro' }, pia.token)).statusCode,
      ).toBe(422);

      subscription('sub_pia', pia, PRICES.move);
      expect((await deliver(completed('sub_pia', pia))).statusCode).toBe(200);
      const portal = await postForm(api.app, '/api/plan/portal', {}, pia.token);
      expect(portal.json<{ url: string }>().url).toContain('cus_sub_pia');
      const twice = await postForm(api.app, '/api/plan/checkout', { plan: 'premium' }, pia.token);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ message: PLAN_MESSAGES.alreadySubscribed });
    });

    it('verify the signature and change nothing on a bad one', async () => {
      const rui = await member('Rui');
      subscription('sub_rui', rui, PRICES.move);
      const forged = stand.event(
        'checkout.session.completed',
        { id: 'cs_x', object: 'checkout.session', subscription: 'sub_rui', customer: 'cus_x' },
        { secret: 'whsec_otro_secreto' },
      );
      const refused = await deliver(forged);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'La firma del evento no es válida.' });
      const tampered = completed('sub_rui', rui);
      const swapped = await deliver({
        payload: tampered.payload.replace(String(rui.user.id), '1'),
        signature: tampered.signature,
      });
      expect(swapped.statusCode).toBe(400);
      const unsigned = await api.app.inject({
        method: 'POST',
        url: '/api/plan/webhook',
        headers: { 'content-type': 'application/json' },
        payload: tampered.payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await planOf(rui)).plan).toBe('free');
    });

    it('follow the provider: replays, any order, renewal, cancellation at period end', async () => {
      const sol = await member('Sol');
      const state = subscription('sub_sol', sol, PRICES.move);
      const first = completed('sub_sol', sol, 'evt_sol_1');
      expect((await deliver(first)).json()).toEqual({ received: true, duplicate: false });
      expect(await planOf(sol)).toMatchObject({
        plan: 'move',
        source: 'subscription',
        renews: true,
        ends_at: state.periodEnd.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      });

      // Cancelled in the portal: the plan stays until the period ends and does not renew.
      state.cancelAtPeriodEnd = true;
      const cancelled = stand.event('customer.subscription.updated', {
        id: 'sub_sol',
        object: 'subscription',
        customer: 'cus_sub_sol',
      });
      // A replay of the first event, after the change, changes nothing...
      expect((await deliver(first)).json()).toEqual({ received: true, duplicate: true });
      expect((await planOf(sol)).renews).toBe(true);
      // ...an older event arriving late reads the provider's state, not its own stale copy.
      const late = stand.event('customer.subscription.created', {
        id: 'sub_sol',
        object: 'subscription',
        customer: 'cus_sub_sol',
        cancel_at_period_end: false,
        status: 'active',
      });
      await deliver(cancelled);
      await deliver(late);
      expect(await planOf(sol)).toMatchObject({
        plan: 'move',
        renews: false,
        subscription: { cancel_at_period_end: true, status: 'active' },
      });

      // Renewed (another month paid): the end moves on.
      state.cancelAtPeriodEnd = false;
      state.periodEnd = new Date(state.periodEnd.getTime() + 30 * DAY);
      const paid = stand.event('invoice.paid', {
        id: 'in_sol_2',
        object: 'invoice',
        customer: 'cus_sub_sol',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_sol' } },
      });
      await deliver(paid);
      expect(new Date((await planOf(sol)).ends_at!).getTime()).toBe(
        Math.floor(state.periodEnd.getTime() / 1000) * 1000,
      );

      // The period ended without renewal: the provider ends it, and so does the plan.
      state.status = 'canceled';
      state.periodEnd = new Date(Date.now() - 1000);
      await deliver(
        stand.event('customer.subscription.deleted', {
          id: 'sub_sol',
          object: 'subscription',
          customer: 'cus_sub_sol',
        }),
      );
      expect(await planOf(sol)).toMatchObject({
        plan: 'free',
        subscription: { status: 'canceled' },
      });
    });

    it('keep a subscription with its stored member when a signed event names another', async () => {
      const rosa = await member('Rosa');
      const tomas = await member('Tomás');
      subscription('sub_rosa', rosa, PRICES.premium);
      expect((await deliver(completed('sub_rosa', rosa, 'evt_rosa_1'))).statusCode).toBe(200);
      expect((await planOf(rosa)).plan).toBe('premium');
      // A checkout session of Tomás's that names Rosa's subscription (and customer).
      const naming = await deliver(completed('sub_rosa', tomas, 'evt_rosa_2'));
      expect(naming.json()).toEqual({ received: true, duplicate: false });
      expect((await planOf(tomas)).plan).toBe('free');
      expect(await planOf(rosa)).toMatchObject({ plan: 'premium', source: 'subscription' });
      // Nor did her customer move: the portal is still hers alone.
      expect((await postForm(api.app, '/api/plan/portal', {}, tomas.token)).statusCode).not.toBe(
        200,
      );
      expect((await postForm(api.app, '/api/plan/portal', {}, rosa.token)).statusCode).toBe(200);
    });

    it("pay Premium's monthly coins once, however many events arrive", async () => {
      const ton = await member('Ton');
      subscription('sub_ton', ton, PRICES.premium);
      await deliver(completed('sub_ton', ton));
      const invoice = () =>
        stand.event('invoice.paid', {
          id: 'in_ton',
          object: 'invoice',
          customer: 'cus_sub_ton',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_ton' },
          },
        });
      await deliver(invoice());
      await deliver(invoice());
      expect((await planOf(ton)).plan).toBe('premium');
      expect(await balanceOf(ton)).toBe(PLAN_LIMITS.monthlyCoins);
    });

    it("pay Premium's coins again each new month, to grants too", async () => {
      const vera = await member('Vera');
      await grant(vera, 'premium', 90);
      expect(await balanceOf(vera)).toBe(PLAN_LIMITS.monthlyCoins);
      let at = new Date();
      const service = createPlansService(api.database.db, {
        coins: createCoinsService(api.database.db, {
          activities: { summaries: () => Promise.resolve(new Map()) },
        }),
        users: {
          findById: async (id) => (id === vera.user.id ? ({ id } as never) : undefined),
          names: async () => new Map(),
        },
        returnUrl: 'http://localhost/web/app/plans',
        clock: () => at,
      });
      await service.payBonuses();
      expect(await balanceOf(vera)).toBe(PLAN_LIMITS.monthlyCoins);
      // Forty days on, another month of the grant: paid once more, once.
      at = new Date(Date.now() + 40 * DAY);
      await service.payBonuses();
      await service.payBonuses();
      expect(await balanceOf(vera)).toBe(2 * PLAN_LIMITS.monthlyCoins);
      // After the grant, nothing.
      at = new Date(Date.now() + 120 * DAY);
      await service.payBonuses();
      expect(await balanceOf(vera)).toBe(2 * PLAN_LIMITS.monthlyCoins);
      expect(await service.planOf(vera.user.id)).toBe('free');
    });

    it('answer 503 when the provider cannot be read, and take the retry', async () => {
      const val = await member('Val');
      const delivery = completed('sub_val', val, 'evt_val_1');
      // Not at the provider yet: nothing stored, the event not marked as handled.
      const failed = await deliver(delivery);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ message: PLAN_MESSAGES.providerDown });
      subscription('sub_val', val, PRICES.move);
      expect((await deliver(delivery)).json()).toEqual({ received: true, duplicate: false });
      expect((await planOf(val)).plan).toBe('move');
    });

    it('cancel what could still charge before an account is erased, and keep it when they cannot', async () => {
      const ona = await member('Ona');
      subscription('sub_ona', ona, PRICES.premium);
      await deliver(completed('sub_ona', ona));
      // One she cancelled long ago is not asked about again.
      subscription('sub_ona_old', ona, PRICES.move, { status: 'canceled' });
      await deliver(completed('sub_ona_old', ona));
      const erase = () => api.send(ona, 'DELETE', `/user/${ona.user.id}`);

      // The provider down: a 503 that says so, and nothing of her account is gone.
      stand.outage.on = true;
      const refused = await erase();
      stand.outage.on = false;
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({ message: PLAN_MESSAGES.cancelBeforeErasing });
      expect((await planOf(ona)).plan).toBe('premium');
      expect(stand.subscriptions.get('sub_ona')!.status).toBe('active');

      // Again: cancelled at the provider (the open one only), then erased.
      const before = stand.calls.length;
      expect((await erase()).statusCode).toBe(200);
      expect(stand.subscriptions.get('sub_ona')!.status).toBe('canceled');
      expect(stand.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
        'DELETE /v1/subscriptions/sub_ona',
      ]);
      expect((await get(staff, `/user/${ona.user.id}`)).statusCode).toBe(404);
    });

    it('erase an account whose subscription the provider no longer has', async () => {
      const pau = await member('Pau');
      subscription('sub_pau', pau, PRICES.move);
      await deliver(completed('sub_pau', pau));
      stand.subscriptions.delete('sub_pau');
      const erased = await api.send(pau, 'DELETE', `/user/${pau.user.id}`);
      expect(erased.statusCode).toBe(200);
    });

    it('ignore a subscription to a price that is not a plan', async () => {
      const uma = await member('Uma');
      subscription('sub_uma', uma, 'price_otra_cosa');
      const answer = await deliver(completed('sub_uma', uma));
      expect(answer.statusCode).toBe(200);
      expect((await planOf(uma)).plan).toBe('free');
    });
  });
});

describe('Move and Premium without the provider', () => {
  const api = apiSuite(backends[0]!, { emails: 'sin-pagos' });

  it('keep checkout off with a clear message, and the webhook unserved', async () => {
    const ana = await api.member('Ana');
    const plan = (await api.send(ana, 'GET', '/plan')).json<MemberPlanView>();
    expect(plan).toMatchObject({ plan: 'free', checkout_available: false });
    const checkout = await postForm(api.app, '/api/plan/checkout', { plan: 'move' }, ana.token);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ message: PLAN_MESSAGES.checkoutOff });
    const webhook = await api.app.inject({
      method: 'POST',
      url: '/api/plan/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
