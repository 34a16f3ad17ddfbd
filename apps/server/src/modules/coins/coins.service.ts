import {
  COIN_MESSAGES,
  COINS,
  type CoinAccount,
  type CoinEntry,
  type CoinReason,
} from '@app/contract/coins';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/http-errors.js';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import { coinBalances, coinEntries, coinTransfers } from './coins.schema.js';
import { coinEntryViews, exportedTransfer } from './coins.view.js';

type TransferRow = typeof coinTransfers.$inferSelect;

/** One movement to write: the member's side, why, and the key that makes a retry the same. */
export type TransferInput = {
  userId: number;
  amount: number;
  reason: CoinReason;
  key: string;
  activityId?: number | null;
  staffId?: number | null;
  note?: string | null;
};

/** Where the other side of each kind of movement is booked. */
const COUNTER: Record<CoinReason, Exclude<CoinAccount, 'member'>> = {
  attendance: 'rewards',
  hosting: 'rewards',
  challenge: 'rewards',
  plan: 'rewards',
  purchase: 'store',
  adjustment: 'staff',
};

/**
 * Coins (decision 0028): a double-entry ledger of transfers, each with two entries adding up
 * to zero, and a balance per member kept in the same transaction. A spend lowers the balance
 * only where it stays at zero or above (one statement under the balance's row lock, so
 * concurrent spends take turns and the last ones find too little); a key already used by the
 * member answers the movement it made, once.
 */
export function createCoinsService(
  db: Db,
  deps: { activities: Pick<ActivitiesService, 'summaries'>; clock?: Clock | undefined },
) {
  const { activities, clock } = deps;
  const now = () => clock?.() ?? new Date();

  /** The transfer a key already made, if the same; a different movement under it is refused. */
  function sameOrRefused(existing: TransferRow, input: TransferInput): TransferRow {
    if (existing.amount !== input.amount || existing.reason !== input.reason) {
      throw conflict(COIN_MESSAGES.keyReused);
    }
    return existing;
  }

  /**
   * Inside `tx`: writes one movement (its transfer, its two entries, the new balance), or
   * finds the one its key made. Throws 409 when it would leave the balance below zero, which
   * rolls the whole transaction back.
   */
  async function transferIn(tx: Db, input: TransferInput): Promise<TransferRow> {
    const at = now();
    // The key's row first: a concurrent retry waits on it and then finds it made.
    const [made] = await tx
      .insert(coinTransfers)
      .values({
        userId: input.userId,
        reason: input.reason,
        amount: input.amount,
        balance: 0,
        idempotencyKey: input.key,
        activityId: input.activityId ?? null,
        staffId: input.staffId ?? null,
        note: input.note ?? null,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!made) {
      const [existing] = await tx
        .select()
        .from(coinTransfers)
        .where(
          and(eq(coinTransfers.userId, input.userId), eq(coinTransfers.idempotencyKey, input.key)),
        );
      return sameOrRefused(existing!, input);
    }
    const [balance] =
      input.amount > 0
        ? await tx
            .insert(coinBalances)
            .values({ userId: input.userId, balance: input.amount, updatedAt: at })
            .onConflictDoUpdate({
              target: coinBalances.userId,
              set: { balance: sql`${coinBalances.balance} + ${input.amount}`, updatedAt: at },
            })
            .returning({ balance: coinBalances.balance })
        : await tx
            .update(coinBalances)
            .set({ balance: sql`${coinBalances.balance} + ${input.amount}`, updatedAt: at })
            .where(
              and(
                eq(coinBalances.userId, input.userId),
                sql`${coinBalances.balance} + ${input.amount} >= 0`,
              ),
            )
            .returning({ balance: coinBalances.balance });
    if (!balance) {
      throw conflict(
        input.reason === 'adjustment' ? COIN_MESSAGES.leavesNegative : COIN_MESSAGES.notEnough,
      );
    }
    await tx.insert(coinEntries).values([
      { transferId: made.id, account: 'member', amount: input.amount },
      { transferId: made.id, account: COUNTER[input.reason], amount: -input.amount },
    ]);
    const [written] = await tx
      .update(coinTransfers)
      .set({ balance: balance.balance })
      .where(eq(coinTransfers.id, made.id))
      .returning();
    return written!;
  }

  async function balanceOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ balance: coinBalances.balance })
      .from(coinBalances)
      .where(eq(coinBalances.userId, userId));
    return row?.balance ?? 0;
  }

  return {
    transferIn,
    balanceOf,

    /** The balance each of these transfers left (for a purchase's receipt). */
    async balancesAfter(transferIds: number[]): Promise<Map<number, number>> {
      if (transferIds.length === 0) return new Map();
      const rows = await db
        .select({ id: coinTransfers.id, balance: coinTransfers.balance })
        .from(coinTransfers)
        .where(inArray(coinTransfers.id, transferIds));
      return new Map(rows.map((row) => [row.id, row.balance]));
    },

    /**
     * Inside the transaction that verified a fact which counted for points: its coins, once
     * (the key is the fact's own).
     */
    earnIn(tx: Db, userId: number, kind: keyof typeof COINS, activityId: number) {
      return transferIn(tx, {
        userId,
        amount: COINS[kind],
        reason: kind,
        key: `${kind}-${activityId}`,
        activityId,
      });
    },

    /** A member's history, newest first, and their balance. */
    async history(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, coinTransfers, {
        where: eq(coinTransfers.userId, userId),
        orderBy: [desc(coinTransfers.id)],
        limit,
        offset,
      });
      return { rows: await coinEntryViews(activities, rows), total };
    },

    /** A staff adjustment, with who and why; refused (409) where it would leave less than 0. */
    async adjust(
      staff: Actor,
      userId: number,
      input: { amount: number; note: string; key: string },
    ): Promise<CoinEntry> {
      const row = await db.transaction((tx) =>
        transferIn(tx, {
          userId,
          amount: input.amount,
          reason: 'adjustment',
          key: `staff-${input.key}`,
          staffId: staff.userId,
          note: input.note,
        }),
      );
      return (await coinEntryViews(activities, [row]))[0]!;
    },

    /** For the data export: `userId`'s movements, a page at a time, the oldest first. */
    exportFor(userId: number) {
      return inPages(async (afterId, limit) => {
        const rows = await db
          .select()
          .from(coinTransfers)
          .where(and(eq(coinTransfers.userId, userId), gt(coinTransfers.id, afterId)))
          .orderBy(coinTransfers.id)
          .limit(limit);
        return rows.map(exportedTransfer);
      });
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;
