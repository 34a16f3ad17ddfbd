import type { deliveryFailures } from './delivery.schema.js';
import type { outbox } from './outbox.schema.js';

/** A message of the development outbox as it was kept, with its date. */
export const outboxView = (row: typeof outbox.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A notice given up on, as staff read it (nothing of the message). */
export const failureView = (row: typeof deliveryFailures.$inferSelect) => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  attempts: row.attempts,
  error: row.error,
  queuedAt: row.queuedAt.toISOString(),
  failedAt: row.failedAt.toISOString(),
});
