import type { Activity } from '@app/contract/activities';
import type { Deck } from '@app/contract/deck';
import type { CoinHistory } from '@app/contract/coins';
import type { Purchase, StoreItem, UserBadgeList } from '@app/contract/store';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('the store on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'tienda' });
  let made: ReturnType<typeof plans>;
  let staff: Session;
  let highlight: StoreItem;
  let boost: StoreItem;
  let badge: StoreItem;

  const form = (fields: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const createItem = (fields: Record<string, string | number>, as?: Session) =>
    postForm(api.app, '/api/admin/store', form(fields), (as ?? staff).token);

  beforeAll(async () => {
    made = plans(api.app, api.ref);
    staff = await api.staff();
    highlight = (
      await createItem({
        kind: 'highlight',
        name: 'Plan destacado',
        description: 'Tu plan, el primero durante 24 horas.',
        price: 30,
      })
    ).json<StoreItem>();
    boost = (
      await createItem({
        kind: 'boost',
        name: 'Impulso',
        description: 'Tus planes, más arriba en los mazos 24 horas.',
        price: 20,
      })
    ).json<StoreItem>();
    badge = (
      await createItem({
        kind: 'badge',
        name: 'Madrugador',
        description: 'Para quien queda a primera hora.',
        price: 15,
        badge: '🌅',
      })
    ).json<StoreItem>();
  });

  let keys = 0;
  const key = () => `compra-${Date.now()}-${++keys}`;
  /** A member with `coins` to spend (a staff adjustment). */
  async function member(firstname: string, coins: number) {
    const session = await api.member(firstname);
    if (coins > 0) {
      await postForm(
        api.app,
        `/api/admin/users/${session.user.id}/coins`,
        form({ amount: coins, note: 'Saldo de prueba', key: key() }),
        staff.token,
      );
    }
    return session;
  }
  const buy = (session: Session, item: StoreItem, fields: Record<string, string | number> = {}) =>
    postForm(api.app, `/api/store/${item.id}/buy`, form({ key: key(), ...fields }), session.token);
  const balance = async (session: Session) =>
    (await api.send(session, 'GET', '/coins')).json<CoinHistory>().balance;
  const near = (iso: string | null, ms: number) =>
    expect(Math.abs(Date.parse(iso!) - (Date.now() + ms))).toBeLessThan(60_000);

  it('is managed by staff alone; members see what is on sale', async () => {
    const ana = await member('Ana', 0);
    expect(
      (await createItem({ kind: 'boost', name: 'X', description: 'Y', price: 5 }, ana)).statusCode,
    ).toBe(403);
    const noEmoji = await createItem({ kind: 'badge', name: 'Sin', description: 'Nada', price: 5 });
    expect(noEmoji.json()).toMatchObject({
      errors: { badge: ['Una insignia necesita su emoji.'] },
    });
    expect(
      (await createItem({ kind: 'boost', name: 'Gratis', description: 'No', price: 0 })).statusCode,
    ).toBe(422);
    const retired = (
      await createItem({ kind: 'boost', name: 'Retirado', description: 'Ya no', price: 5 })
    ).json<StoreItem>();
    const off = await postForm(
      api.app,
      `/api/admin/store/${retired.id}`,
      { active: '0' },
      staff.token,
    );
    expect(off.json<StoreItem>().active).toBe(false);

    const shop = (await api.send(ana, 'GET', '/store')).json<{
      data: StoreItem[];
    }>().data;
    expect(shop.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Plan destacado', 'Impulso', 'Madrugador']),
    );
    expect(shop.map((item) => item.id)).not.toContain(retired.id);
    const gone = await buy(await member('Beto', 50), retired);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ message: 'Este artículo ya no está a la venta.' });
  });

  it('highlights one’s own plan for 24 hours, extends it, and answers a retry once', async () => {
    const carla = await member('Carla', 100);
    const plan = (await made.host(carla, { description: 'Vermú en Lavapiés' })) as Activity;
    const retryKey = key();
    const first = await postForm(
      api.app,
      `/api/store/${highlight.id}/buy`,
      form({ key: retryKey, activity: plan.id }),
      carla.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const bought = first.json<Purchase>();
    expect(bought).toMatchObject({ activity: { id: plan.id }, balance: 70 });
    near(bought.ends_at, DAY);
    const again = await postForm(
      api.app,
      `/api/store/${highlight.id}/buy`,
      form({ key: retryKey, activity: plan.id }),
      carla.token,
    );
    expect(again.json<Purchase>().id).toBe(bought.id);
    expect(await balance(carla)).toBe(70);

    const longer = (await buy(carla, highlight, { activity: plan.id })).json<Purchase>();
    near(longer.ends_at, 2 * DAY);
    expect(await balance(carla)).toBe(40);

    // Not a plan of someone else's, not without a plan, not one under way.
    const other = (await made.host(await member('Dario', 0), {
      description: 'Paseo',
    })) as Activity;
    expect((await buy(carla, highlight, { activity: other.id })).json()).toMatchObject({
      errors: { activity: ['Solo puedes destacar un plan que organizas.'] },
    });
    expect((await buy(carla, highlight)).statusCode).toBe(422);
    await queryRows(
      api.database.db,
      sql`update activities set start_at = now() - interval '1 minute' where id = ${plan.id}`,
    );
    expect((await buy(carla, highlight, { activity: plan.id })).json()).toMatchObject({
      errors: { activity: ['Ese plan ya ha empezado: no se puede destacar.'] },
    });
    expect(await balance(carla)).toBe(40);
  });

  it('answers a key reused for another item or another plan with 409, not the first purchase', async () => {
    const eva = await member('Eva', 200);
    const plan = (await made.host(eva, { description: 'Bici por Madrid Río' })) as Activity;
    const another = (await made.host(eva, {
      description: 'Bici por la Casa de Campo',
    })) as Activity;
    // An item of the same price as the highlight: the payment alone cannot tell them apart.
    const twin = (
      await createItem({ kind: 'boost', name: 'Impulso gemelo', description: 'Igual', price: 30 })
    ).json<StoreItem>();
    const reused = key();
    const first = await postForm(
      api.app,
      `/api/store/${highlight.id}/buy`,
      form({ key: reused, activity: plan.id }),
      eva.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const otherItem = await postForm(
      api.app,
      `/api/store/${twin.id}/buy`,
      form({ key: reused }),
      eva.token,
    );
    expect(otherItem.statusCode, otherItem.body).toBe(409);
    expect(otherItem.json()).toEqual({ message: 'Esa clave ya se usó para otra compra.' });
    const otherPlan = await postForm(
      api.app,
      `/api/store/${highlight.id}/buy`,
      form({ key: reused, activity: another.id }),
      eva.token,
    );
    expect(otherPlan.statusCode, otherPlan.body).toBe(409);
    expect(await balance(eva)).toBe(170);
  });

  it('refuses a purchase beyond the balance, and a badge twice, paying nothing', async () => {
    const eva = await member('Eva', 20);
    const poor = await buy(eva, highlight, {
      activity: ((await made.host(eva, { description: 'Cañas' })) as Activity).id,
    });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({ message: 'No tienes monedas suficientes.' });
    expect((await buy(eva, badge)).json<Purchase>()).toMatchObject({ ends_at: null, balance: 5 });
    const twice = await buy(await member('Nadie', 0), badge);
    expect(twice.statusCode).toBe(409);
    await postForm(
      api.app,
      `/api/admin/users/${eva.user.id}/coins`,
      form({ amount: 30, note: 'Más', key: key() }),
      staff.token,
    );
    const owned = await buy(eva, badge);
    expect(owned.json()).toEqual({ message: 'Ya tienes esta insignia.' });
    expect(await balance(eva)).toBe(35);
    const badges = (
      await api.send(eva, 'GET', `/user/${eva.user.id}/badges`)
    ).json<UserBadgeList>();
    expect(badges.data).toEqual([expect.objectContaining({ name: 'Madrugador', badge: '🌅' })]);
    const purchases = (await api.send(eva, 'GET', '/store/purchases')).json<{
      data: Purchase[];
      total: number;
    }>();
    expect(purchases.total).toBe(1);
  });

  it('lets concurrent purchases spend no more than the balance, boosts stacking in turn', async () => {
    const fede = await member('Fede', 50);
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(fede, boost)));
    const landed = answers.filter((answer) => answer.statusCode === 200);
    expect(landed).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(6);
    expect(await balance(fede)).toBe(10);
    const ends = landed.map((answer) => Date.parse(answer.json<Purchase>().ends_at!)).sort();
    near(new Date(ends[0]!).toISOString(), DAY);
    near(new Date(ends[1]!).toISOString(), 2 * DAY);
    const [count] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from purchases where user_id = ${fede.user.id}`,
    );
    expect(count?.n).toBe(2);
  });

  it('puts a highlighted plan first and marks it, a boosted host higher in decks, until it ends', async () => {
    const at = { lat: 39.1, lon: -4.9 };
    const gema = await member('Gema', 100);
    const later = await made.host(gema, { description: 'Más tarde', hours: 6, at });
    const sooner = await made.host(await member('Hugo', 0), {
      description: 'Antes',
      hours: 2,
      at,
    });
    const ivan = await member('Iván', 0);
    const listed = async () =>
      (
        await api.send(
          ivan,
          'GET',
          `/activity?${new URLSearchParams({
            filter: JSON.stringify({ near: { ...at, km: 1 } }),
            sort: 'start',
          })}`,
        )
      ).json<{ data: Activity[] }>().data;
    const decked = async () =>
      (await api.send(ivan, 'GET', `/activity/deck?lat=${at.lat}&lon=${at.lon}&km=5`))
        .json<Deck>()
        .data.map((card) => card.activity.id);
    expect((await listed()).map((plan) => plan.id)).toEqual([sooner.id, later.id]);
    expect(await decked()).toEqual([sooner.id, later.id]);

    await buy(gema, highlight, { activity: later.id });
    const first = await listed();
    expect(first.map((plan) => plan.id)).toEqual([later.id, sooner.id]);
    near(first[0]!.highlighted_until, DAY);
    expect(first[1]!.highlighted_until).toBeNull();
    expect(await decked()).toEqual([later.id, sooner.id]);

    // Over: back in its place, unmarked.
    await queryRows(
      api.database.db,
      sql`update purchases set ends_at = now() - interval '1 second' where activity_id = ${later.id}`,
    );
    const after = await listed();
    expect(after.map((plan) => plan.id)).toEqual([sooner.id, later.id]);
    expect(after[1]!.highlighted_until).toBeNull();

    // A boost lifts Gema's plan above the sooner one in the deck (not in the list).
    await buy(gema, boost);
    expect(await decked()).toEqual([later.id, sooner.id]);
    expect((await listed()).map((plan) => plan.id)).toEqual([sooner.id, later.id]);
  });
});
