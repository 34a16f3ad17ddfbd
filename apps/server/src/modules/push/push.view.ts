import type { PushSubscriptionView } from '@app/contract/push';
import type { pushSubscriptions } from './push.schema.js';

/** A browser's subscription as its member sees it: the endpoint and when it was saved. */
export const subscriptionView = (
  row: typeof pushSubscriptions.$inferSelect,
): PushSubscriptionView => ({
  id: row.id,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});
