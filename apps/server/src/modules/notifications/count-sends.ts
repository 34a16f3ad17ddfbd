import type { Metrics } from '../../lib/metrics.js';
import type { Notice } from './notifier.js';
import type { Sender } from './senders.js';

/**
 * Counts each send where it really happens, at the channel's sender as the delivery queue runs
 * it: `sent` when a provider took it, `kept` by the development outbox, `failed` when it threw
 * (the queue then retries).
 */
export function countSends(
  senders: Record<Notice['channel'], Sender>,
  metrics: Metrics | undefined,
): Record<Notice['channel'], Sender> {
  if (!metrics) return senders;
  const counted = (channel: Notice['channel'], sender: Sender): Sender => ({
    ...sender,
    async send(notice) {
      try {
        await sender.send(notice);
      } catch (error) {
        metrics.notice(channel, 'failed');
        throw error;
      }
      metrics.notice(channel, sender.name === 'outbox' ? 'kept' : 'sent');
    },
  });
  return { email: counted('email', senders.email), sms: counted('sms', senders.sms) };
}
