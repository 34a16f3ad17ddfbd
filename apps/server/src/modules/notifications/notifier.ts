import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Attempt, DeliveryQueue } from './delivery-queue.js';
import { deliveryFailures } from './delivery.schema.js';
import { failureView, outboxView } from './notifications.view.js';
import { outbox } from './outbox.schema.js';
import type { Sender } from './senders.js';

export type Notice = { channel: 'email' | 'sms'; to: string; subject: string; text: string };

/**
 * Records a job that failed its last attempt, for staff (`failures`). Nothing of the message
 * is kept: it may hold a code.
 */
export async function recordFailure(
  db: Db,
  attempt: Attempt,
  failure: { channel: 'email' | 'sms' | 'push'; to: string; subject: string | null; error: string },
): Promise<void> {
  await db
    .insert(deliveryFailures)
    .values({
      jobId: attempt.id,
      ...failure,
      error: failure.error.slice(0, 500),
      attempts: attempt.attempt,
      queuedAt: attempt.createdOn,
    })
    .onConflictDoNothing();
}

/** The queue's kind for e-mail and SMS notices. */
export const NOTICE_JOB = 'notice';

/**
 * E-mail and SMS behind one interface. `send` stores the notice as a job of the delivery
 * queue (in the caller's transaction when given one) and returns; a worker hands it to the
 * channel's sender (SMTP, Twilio, or outside production the outbox), retrying with backoff.
 * A notice that fails its last attempt is recorded for staff (`failures`).
 */
export function createNotifier(
  db: Db,
  options: {
    queue: DeliveryQueue;
    senders: Record<Notice['channel'], Sender>;
    log: { warn(obj: object, msg: string): void };
  },
) {
  const { queue, senders, log } = options;

  queue.define<Notice>(NOTICE_JOB, async (notice, attempt) => {
    const sender = senders[notice.channel];
    try {
      await sender.send(notice);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { err: error, channel: notice.channel, sender: sender.name, attempt: attempt.attempt },
        'a notice could not be sent',
      );
      if (attempt.lastAttempt) {
        await recordFailure(db, attempt, {
          channel: notice.channel,
          to: notice.to,
          subject: notice.channel === 'email' ? notice.subject : null,
          error: `${sender.name}: ${reason}`,
        });
      }
      throw error;
    }
  });

  return {
    /**
     * Queues a notice; resolves once it is stored. Inside `tx` it commits with the caller's
     * rows, and the caller calls `wake` after the commit.
     */
    async send(notice: Notice, tx?: Db): Promise<void> {
      await queue.enqueue(NOTICE_JOB, notice, tx);
      if (!tx) queue.wake(NOTICE_JOB);
    },

    /** This node's workers look for notices now (a transaction holding one has committed). */
    wake: () => queue.wake(NOTICE_JOB),

    /** Resolves once no notice waits to be sent (or after a few seconds): the dev outbox. */
    settled: () => queue.settled(NOTICE_JOB),

    /** The newest kept messages of the development outbox, optionally for one address. */
    async outbox(to?: string, limit = 50) {
      const rows = await db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.map(outboxView);
    },

    /** Notices given up on, newest first (staff). */
    async failures(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deliveryFailures)
          .orderBy(desc(deliveryFailures.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(deliveryFailures),
      ]);
      return {
        rows: rows.map(failureView),
        total: total?.total ?? 0,
      };
    },

    /** Forgets what was kept for these addresses (an erased account's), inside `tx`. */
    async forgetRecipients(addresses: string[], tx: Db): Promise<void> {
      if (addresses.length === 0) return;
      await tx.delete(outbox).where(inArray(outbox.to, addresses));
      await tx.delete(deliveryFailures).where(inArray(deliveryFailures.to, addresses));
    },

    close() {
      for (const sender of new Set(Object.values(senders))) sender.close?.();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
