import { MINIMUM_MESSAGES } from '@app/contract/activities';
import { STORE_EFFECT_MS, STORE_MESSAGES, type StoreItem } from '@app/contract/store';
import { and, asc, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { pageOf } from '../../lib/page-of.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { CoinsService } from '../coins/coins.service.js';
import { purchases, storeItems, userBadges } from './store.schema.js';
import { badgeView, exportedPurchase, itemView, purchaseViews } from './store.view.js';

type ItemRow = typeof storeItems.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

export type ItemInput = {
  kind?: ItemRow['kind'];
  name?: string | undefined;
  description?: string | undefined;
  price?: number | undefined;
  badge?: string | undefined;
  active?: boolean | undefined;
};

/**
 * The store (decision 0028): a catalogue in coins, and purchases that pay with a coin transfer
 * and take effect in the same transaction, so a purchase and its effect land together or not
 * at all. The buyer's balance row, locked by the spend, makes their purchases take turns: a
 * second highlight of a plan extends the first from its end.
 */
export function createStoreService(
  db: Db,
  deps: {
    coins: Pick<CoinsService, 'transferIn' | 'balancesAfter'>;
    activities: Pick<ActivitiesService, 'get' | 'summaries'>;
    clock?: Clock | undefined;
  },
) {
  const { coins, activities, clock } = deps;
  // Every list and deck of plans asks which of its cards are highlighted: prepared once.
  const highlightsOf = db
    .select({ id: purchases.activityId, until: max(purchases.endsAt) })
    .from(purchases)
    .where(
      and(
        eq(purchases.kind, 'highlight'),
        sql`${purchases.activityId} = any(${sql.placeholder('ids')}::integer[])`,
        gt(purchases.endsAt, sql.placeholder('now')),
      ),
    )
    .groupBy(purchases.activityId)
    .prepare('highlights_of_activities');

  async function itemOf(id: number): Promise<ItemRow> {
    const [row] = await db.select().from(storeItems).where(eq(storeItems.id, id));
    if (!row) throw notFound();
    return row;
  }

  const views = (rows: PurchaseRow[], balances: Map<number, number>) =>
    purchaseViews({ itemOf, activities }, rows, balances);

  /** When an effect bought now ends: 24 h from now, or from the end of the one running. */
  async function endAfter(tx: Db, where: ReturnType<typeof and>): Promise<Date> {
    const [running] = await tx
      .select({ end: max(purchases.endsAt) })
      .from(purchases)
      .where(where);
    const from = Math.max(nowMs(clock), running?.end?.getTime() ?? 0);
    return new Date(from + STORE_EFFECT_MS);
  }

  /** A member's badges, oldest first: what their public profile shows. */
  async function badgesOf(userId: number) {
    const rows = await db
      .select({ name: userBadges.name, badge: userBadges.badge, createdAt: userBadges.createdAt })
      .from(userBadges)
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.id));
    return rows.map(badgeView);
  }

  return {
    /** Inside `tx`: a badge earned elsewhere (a completed challenge), on the profile. */
    async awardBadgeIn(tx: Db, userId: number, name: string, badge: string) {
      await tx.insert(userBadges).values({ userId, itemId: null, name, badge });
    },

    /** Until when each of these activities is highlighted, for those that are now. */
    async highlightedUntil(activityIds: number[]): Promise<Map<number, Date>> {
      if (activityIds.length === 0) return new Map();
      const rows = await highlightsOf.execute({ ids: activityIds, now: new Date(nowMs(clock)) });
      return new Map(rows.flatMap((row) => (row.id && row.until ? [[row.id, row.until]] : [])));
    },

    /** A subquery of the activities highlighted at `now`. */
    highlightedIds(now: Date) {
      return db
        .select({ id: purchases.activityId })
        .from(purchases)
        .where(and(eq(purchases.kind, 'highlight'), gt(purchases.endsAt, now)));
    },

    /** A subquery of the members boosted at `now`. */
    boostedUserIds(now: Date) {
      return db
        .select({ id: purchases.userId })
        .from(purchases)
        .where(and(eq(purchases.kind, 'boost'), gt(purchases.endsAt, now)));
    },

    /** What is on sale, the cheapest first; staff see every item. */
    async catalogue(all = false): Promise<StoreItem[]> {
      const rows = await db
        .select()
        .from(storeItems)
        .where(all ? undefined : eq(storeItems.active, true))
        .orderBy(asc(storeItems.price), asc(storeItems.id));
      return rows.map(itemView);
    },

    async create(
      input: Required<Pick<ItemInput, 'kind' | 'name' | 'description' | 'price'>> & ItemInput,
    ) {
      const [row] = await db
        .insert(storeItems)
        .values({
          kind: input.kind,
          name: input.name,
          description: input.description,
          price: input.price,
          badge: input.kind === 'badge' ? (input.badge ?? null) : null,
          active: input.active ?? true,
        })
        .returning();
      return itemView(row!);
    },

    async update(id: number, input: ItemInput) {
      const current = await itemOf(id);
      const [row] = await db
        .update(storeItems)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.price !== undefined && { price: input.price }),
          ...(input.badge !== undefined && current.kind === 'badge' && { badge: input.badge }),
          ...(input.active !== undefined && { active: input.active }),
          updatedAt: sql`now()`,
        })
        .where(eq(storeItems.id, id))
        .returning();
      return itemView(row!);
    },

    /**
     * Buys an item with the member's key: paid, and in effect, once. A retry with the same key
     * answers the same purchase; the key reused for another item or plan is a 409, never the
     * first purchase passed off as this one.
     */
    async buy(actor: Actor, itemId: number, input: { key: string; activity?: number | undefined }) {
      const item = await itemOf(itemId);
      if (!item.active) throw conflict(STORE_MESSAGES.gone);
      let activityId: number | null = null;
      if (item.kind === 'highlight') {
        if (input.activity === undefined) {
          throw validationError({ activity: [STORE_MESSAGES.activityNeeded] });
        }
        const plan = await activities.get(input.activity).catch(() => undefined);
        if (!plan || plan.hostId !== actor.userId) {
          throw validationError({ activity: [STORE_MESSAGES.notYours] });
        }
        if (plan.startAt.getTime() <= nowMs(clock)) {
          throw validationError({ activity: [STORE_MESSAGES.started] });
        }
        // Cancelled for want of its minimum (issue 38): listed nowhere, so nothing to highlight.
        if (plan.cancelledAt) throw validationError({ activity: [MINIMUM_MESSAGES.cancelled] });
        activityId = plan.id;
      }
      const row = await db.transaction(async (tx) => {
        const transfer = await coins.transferIn(tx, {
          userId: actor.userId,
          amount: -item.price,
          reason: 'purchase',
          key: `purchase-${input.key}`,
        });
        const [earlier] = await tx
          .select()
          .from(purchases)
          .where(eq(purchases.transferId, transfer.id));
        if (earlier) {
          if (earlier.itemId !== item.id || earlier.activityId !== activityId) {
            throw conflict(STORE_MESSAGES.keyReused);
          }
          return { purchase: earlier, balance: transfer.balance };
        }
        // The spend above holds the buyer's balance row: their purchases take turns here.
        const endsAt =
          item.kind === 'highlight'
            ? await endAfter(
                tx,
                and(eq(purchases.activityId, activityId!), eq(purchases.kind, 'highlight')),
              )
            : item.kind === 'boost'
              ? await endAfter(
                  tx,
                  and(eq(purchases.userId, actor.userId), eq(purchases.kind, 'boost')),
                )
              : null;
        if (item.kind === 'badge') {
          const [badge] = await tx
            .insert(userBadges)
            .values({
              userId: actor.userId,
              itemId: item.id,
              name: item.name,
              badge: item.badge ?? '🏅',
              createdAt: clock?.(),
            })
            .onConflictDoNothing()
            .returning();
          // Rolls the payment back with it.
          if (!badge) throw conflict(STORE_MESSAGES.badgeOwned);
        }
        const [made] = await tx
          .insert(purchases)
          .values({
            userId: actor.userId,
            itemId: item.id,
            kind: item.kind,
            transferId: transfer.id,
            activityId,
            endsAt,
            createdAt: clock?.(),
          })
          .returning();
        return { purchase: made!, balance: transfer.balance };
      });
      const [view] = await views([row.purchase], new Map([[row.purchase.transferId, row.balance]]));
      return view!;
    },

    /** The member's purchases, newest first. */
    async purchasesOf(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, purchases, {
        where: eq(purchases.userId, userId),
        orderBy: [desc(purchases.id)],
        limit,
        offset,
      });
      const byTransfer = await coins.balancesAfter(rows.map((row) => row.transferId));
      return { rows: await views(rows, byTransfer), total };
    },

    /** For the data export: `userId`'s purchases, oldest first, and their badges. */
    async exportFor(userId: number) {
      const rows = await db
        .select({
          id: purchases.id,
          item: storeItems.name,
          kind: purchases.kind,
          activity_id: purchases.activityId,
          endsAt: purchases.endsAt,
          createdAt: purchases.createdAt,
        })
        .from(purchases)
        .innerJoin(storeItems, eq(storeItems.id, purchases.itemId))
        .where(eq(purchases.userId, userId))
        .orderBy(asc(purchases.id));
      return {
        purchases: rows.map(exportedPurchase),
        badges: await badgesOf(userId),
      };
    },

    badgesOf,
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
