import type { Purchase, StoreItem } from '@app/contract/store';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { purchases, storeItems, userBadges } from './store.schema.js';

type ItemRow = typeof storeItems.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;
type BadgeRow = Pick<typeof userBadges.$inferSelect, 'name' | 'badge' | 'createdAt'>;
/** A purchase as the data export reads it: with its item's name. */
type ExportRow = {
  id: PurchaseRow['id'];
  item: ItemRow['name'];
  kind: PurchaseRow['kind'];
  activity_id: PurchaseRow['activityId'];
  endsAt: PurchaseRow['endsAt'];
  createdAt: PurchaseRow['createdAt'];
};

/** What a purchase's view reads: its item, and the plan it highlighted. */
export type PurchaseLookups = {
  itemOf: (id: number) => Promise<ItemRow>;
  activities: Pick<ActivitiesService, 'summaries'>;
};

/** An item of the catalogue. */
export const itemView = (row: ItemRow): StoreItem => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  price: row.price,
  badge: row.badge,
  active: row.active,
});

/** The purchases as their buyer reads them, with the balance each left, in the order given. */
export async function purchaseViews(
  lookups: PurchaseLookups,
  rows: PurchaseRow[],
  balances: Map<number, number>,
): Promise<Purchase[]> {
  const { itemOf, activities } = lookups;
  const items = new Map<number, ItemRow>();
  for (const row of rows)
    if (!items.has(row.itemId)) items.set(row.itemId, await itemOf(row.itemId));
  const plans = await activities.summaries(
    rows.flatMap((row) => (row.activityId === null ? [] : [row.activityId])),
  );
  return rows.map((row) => {
    const plan = row.activityId === null ? undefined : plans.get(row.activityId);
    return {
      id: row.id,
      item: itemView(items.get(row.itemId)!),
      activity: plan ? { id: plan.id, description: plan.description } : null,
      ends_at: row.endsAt?.toISOString() ?? null,
      balance: balances.get(row.transferId) ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A badge on a member's profile, and since when. */
export const badgeView = (row: BadgeRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A purchase as the data export holds it. */
export const exportedPurchase = (row: ExportRow) => ({
  ...row,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
