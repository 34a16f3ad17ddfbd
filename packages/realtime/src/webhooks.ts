import type { Metrics } from './metrics.js';
import type { App, Logger, WebhookEventName, WebhookTarget } from './options.js';
import { hmacHex } from './signatures.js';

/**
 * Webhooks: events of one app in the same tick go out as one signed batch
 * `{ time_ms, events }` to every target that wants them, retried with exponential backoff on
 * network errors, timeouts, 408, 429 and 5xx (soketi never retried). Bounded: at most
 * `MAX_PENDING` batches wait or fly at once; beyond that new batches are dropped and logged,
 * so a dead receiver cannot grow memory without end.
 */

export type WebhookEvent =
  | { name: 'channel_occupied' | 'channel_vacated' | 'cache_miss'; channel: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: string }
  | {
      name: 'client_event';
      channel: string;
      event: string;
      data: string;
      socket_id: string;
      user_id?: string;
    };

export type WebhookSender = {
  send(app: App, event: WebhookEvent): void;
  /**
   * Sends what is queued, gives requests in flight `graceMs` to finish, then aborts them;
   * waiting retries are cancelled.
   */
  close(graceMs?: number): Promise<void>;
};

export type WebhookSenderOptions = {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
  logger: Logger;
  metrics: Metrics;
};

const MAX_PENDING = 1000;

/**
 * @example
 * const webhooks = createWebhookSender({ attempts: 5, baseDelayMs: 500, maxDelayMs: 30_000,
 *   timeoutMs: 5000, logger, metrics });
 * webhooks.send(app, { name: 'channel_occupied', channel: 'private-a' });
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const queued = new Map<App, WebhookEvent[]>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();
  let stopped = false;
  let pending = 0;

  function flush(): void {
    for (const [app, events] of queued) {
      for (const target of app.webhooks) {
        const wanted = events.filter((event) => wants(target, event.name));
        if (wanted.length === 0) continue;
        if (pending >= MAX_PENDING) {
          options.logger.warn({ appId: app.id, url: target.url }, 'webhook queue full, dropped');
          options.metrics.count('realtime_webhooks_failed_total', app.id);
          continue;
        }
        pending += 1;
        const body = JSON.stringify({ time_ms: Date.now(), events: wanted });
        attempt(app, target, body, 1);
      }
    }
    queued.clear();
  }

  function attempt(app: App, target: WebhookTarget, body: string, number: number): void {
    const request = post(app, target.url, body, options.timeoutMs, closing.signal).then(
      (outcome) => {
        inFlight.delete(request);
        const last = stopped || number >= options.attempts;
        if (outcome === 'delivered' || outcome === 'rejected' || last) {
          pending -= 1;
          const delivered = outcome === 'delivered';
          options.metrics.count(
            delivered ? 'realtime_webhooks_delivered_total' : 'realtime_webhooks_failed_total',
            app.id,
          );
          if (!delivered) {
            options.logger.warn({ appId: app.id, url: target.url, outcome }, 'webhook failed');
          }
          return;
        }
        const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (number - 1));
        const timer = setTimeout(() => {
          timers.delete(timer);
          attempt(app, target, body, number + 1);
        }, delay);
        timers.add(timer);
      },
    );
    inFlight.add(request);
  }

  return {
    send(app, event) {
      if (app.webhooks.length === 0 || stopped) return;
      const events = queued.get(app);
      if (events) {
        events.push(event);
        return;
      }
      queued.set(app, [event]);
      if (queued.size === 1) setImmediate(flush);
    },
    async close(graceMs = 1000) {
      if (stopped) return;
      flush();
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const abort = setTimeout(() => closing.abort(), graceMs);
      await Promise.all(inFlight);
      clearTimeout(abort);
      closing.abort();
    },
  };
}

function wants(target: WebhookTarget, name: WebhookEventName): boolean {
  return target.events === undefined || target.events.includes(name);
}

type Outcome = 'delivered' | 'rejected' | 'retry';

/** One POST. `rejected` (4xx other than 408 and 429) is not retried: the receiver said no. */
async function post(
  app: App,
  url: string,
  body: string,
  timeoutMs: number,
  closing: AbortSignal,
): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pusher-key': app.key,
        'x-pusher-signature': hmacHex(app.secret, body),
      },
      body,
      signal: AbortSignal.any([closing, AbortSignal.timeout(timeoutMs)]),
    });
    // Drain the body so the connection goes back to the pool.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'delivered';
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    return retryable ? 'retry' : 'rejected';
  } catch {
    return 'retry';
  }
}
