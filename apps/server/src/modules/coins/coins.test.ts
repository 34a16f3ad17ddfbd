import { COINS, type CoinEntry, type CoinHistory } from '@app/contract/coins';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';
import { createCoinsService } from './coins.service.js';

describe.each(backends)('coins on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'monedas' });
  let made: ReturnType<typeof plans>;
  let staff: Session;

  beforeAll(async () => {
    made = plans(api.app, api.ref);
    staff = await api.staff();
  });

  const coinsOf = async (session: Session) =>
    (await api.send(session, 'GET', '/coins')).json<CoinHistory>();
  const adjust = (userId: number, fields: Record<string, string | number>, as = staff) =>
    postForm(
      api.app,
      `/api/admin/users/${userId}/coins`,
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
      as.token,
    );
  let keys = 0;
  const key = () => `ajuste-${Date.now()}-${++keys}`;

  /** A padel plan of `host`'s with `guest` in it, started two hours ago, both agreeing. */
  async function attended(host: Session, guest: Session) {
    const activity = await made.played(api.database.db, host, guest);
    expect((await made.confirm(guest, activity)).json()).toMatchObject({ verified: true });
    return activity;
  }

  /** The ledger's own invariants: each transfer adds up to zero; balances are the sums. */
  async function ledgerHolds() {
    const unbalanced = await queryRows(
      api.database.db,
      sql`select transfer_id from coin_entries group by transfer_id having sum(amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const drift = await queryRows(
      api.database.db,
      sql`select b.user_id from coin_balances b
          left join coin_transfers t on t.user_id = b.user_id
          group by b.user_id, b.balance
          having b.balance <> coalesce(sum(t.amount), 0) or b.balance < 0`,
    );
    expect(drift).toEqual([]);
  }

  it('earns coins from the facts that count for points, once, within the day’s three', async () => {
    const host = await api.member('Hilda');
    const guests = [await api.member('Ana'), await api.member('Bea'), await api.member('Ciro')];
    const plan = await attended(host, guests[0]!);
    const ana = await coinsOf(guests[0]!);
    expect(ana.balance).toBe(COINS.attendance);
    expect(ana.data).toEqual([
      expect.objectContaining({
        amount: COINS.attendance,
        reason: 'attendance',
        activity: { id: plan.id, description: 'Partido' },
        balance: COINS.attendance,
      }),
    ]);
    expect((await coinsOf(host)).balance).toBe(COINS.hosting);
    // Three more hosted the same day: the fourth counts for neither points nor coins.
    await attended(host, guests[1]!);
    await attended(host, guests[2]!);
    await attended(host, guests[0]!);
    const hilda = await coinsOf(host);
    expect(hilda.balance).toBe(3 * COINS.hosting);
    expect(hilda.total).toBe(3);
    await ledgerHolds();
  });

  it('lets staff adjust with who and why; a retried key is the same movement', async () => {
    const dani = await api.member('Dani');
    const first = key();
    const given = await adjust(dani.user.id, { amount: 40, note: 'Compensación', key: first });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<CoinEntry>()).toMatchObject({
      amount: 40,
      reason: 'adjustment',
      note: 'Compensación',
      balance: 40,
    });
    const again = await adjust(dani.user.id, { amount: 40, note: 'Compensación', key: first });
    expect(again.json<CoinEntry>().id).toBe(given.json<CoinEntry>().id);
    expect((await coinsOf(dani)).balance).toBe(40);
    // Retries racing each other are still one movement.
    const racing = key();
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        adjust(dani.user.id, { amount: 10, note: 'Reintento', key: racing }),
      ),
    );
    expect(new Set(retries.map((answer) => answer.json<CoinEntry>().id)).size).toBe(1);
    expect((await coinsOf(dani)).balance).toBe(50);
    await adjust(dani.user.id, { amount: -10, note: 'Deshecho', key: key() });
    const reused = await adjust(dani.user.id, { amount: 41, note: 'Otra', key: first });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: 'Esa clave ya se usó para otro movimiento.' });

    const negative = await adjust(dani.user.id, { amount: -41, note: 'Error', key: key() });
    expect(negative.statusCode).toBe(409);
    expect(negative.json()).toEqual({ message: 'El ajuste dejaría el saldo en negativo.' });
    expect(
      (await adjust(dani.user.id, { amount: -40, note: 'Error', key: key() })).json(),
    ).toMatchObject({
      balance: 0,
    });
    const [row] = await queryRows<{ staff_id: number }>(
      api.database.db,
      sql`select staff_id from coin_transfers where user_id = ${dani.user.id} order by id limit 1`,
    );
    expect(row?.staff_id).toBe(staff.user.id);

    // Bad input, and who may.
    const zero = await adjust(dani.user.id, { amount: 0, note: 'Nada', key: key() });
    expect(zero.statusCode).toBe(422);
    expect(zero.json()).toMatchObject({
      errors: { amount: ['Un ajuste de 0 monedas no cambia nada.'] },
    });
    expect((await adjust(dani.user.id, { amount: 5, note: '', key: key() })).statusCode).toBe(422);
    expect(
      (await adjust(dani.user.id, { amount: 5, note: 'Sin clave', key: 'x' })).statusCode,
    ).toBe(422);
    expect((await adjust(999_999, { amount: 5, note: 'Nadie', key: key() })).statusCode).toBe(404);
    expect(
      (await adjust(dani.user.id, { amount: 5, note: 'Yo', key: key() }, dani)).statusCode,
    ).toBe(403);
    await ledgerHolds();
  });

  it('never lets concurrent spends take the balance below zero', async () => {
    const eva = await api.member('Eva');
    await adjust(eva.user.id, { amount: 50, note: 'Saldo inicial', key: key() });
    // Twenty spends of 5 at once against 50: exactly ten land, whichever they are.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust(eva.user.id, { amount: -5, note: 'Gasto', key: key() }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(10);
    const after = await coinsOf(eva);
    expect(after.balance).toBe(0);
    expect(after.total).toBe(11);
    // Each movement's balance after it is one of 45, 40, … 0, each once.
    expect(after.data.map((entry) => entry.balance).sort((a, b) => a - b)).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50,
    ]);
    await ledgerHolds();
  });

  it('refuses, at commit, a transfer whose entries do not add up to zero', async () => {
    const fran = await api.member('Fran');
    const coins = createCoinsService(api.database.db, {
      activities: { summaries: () => Promise.resolve(new Map()) },
    });
    await expect(
      api.database.db.transaction(async (tx) => {
        const transfer = await coins.transferIn(tx, {
          userId: fran.user.id,
          amount: 10,
          reason: 'adjustment',
          key: 'descuadre-1',
        });
        // One more entry on the member's side, with nothing against it.
        await tx.execute(
          sql`insert into coin_entries (transfer_id, account, amount) values (${transfer.id}, 'member', 1)`,
        );
      }),
    ).rejects.toThrow();
    expect((await coinsOf(fran)).balance).toBe(0);
    await ledgerHolds();
  });
});
