import type { CoinEntry } from '@app/contract/coins';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { coinTransfers } from './coins.schema.js';

type TransferRow = typeof coinTransfers.$inferSelect;

/** The movements as their member reads them, each with its plan, in the order given. */
export async function coinEntryViews(
  activities: Pick<ActivitiesService, 'summaries'>,
  rows: TransferRow[],
): Promise<CoinEntry[]> {
  const plans = await activities.summaries(
    rows.flatMap((row) => (row.activityId === null ? [] : [row.activityId])),
  );
  return rows.map((row) => {
    const plan = row.activityId === null ? undefined : plans.get(row.activityId);
    return {
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      activity: plan ? { id: plan.id, description: plan.description } : null,
      note: row.note,
      balance: row.balance,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A movement as the data export holds it. */
export const exportedTransfer = (row: TransferRow) => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  activity_id: row.activityId,
  note: row.note,
  balance: row.balance,
  createdAt: row.createdAt.toISOString(),
});
