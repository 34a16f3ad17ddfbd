import type { RealtimeServer } from '@app/realtime/server';
import { COUNTERS, GAUGES, type CounterName, type GaugeName } from '@app/realtime/metrics';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { clusterMetricsText, shareMetrics } from './cluster-metrics.js';

/**
 * The operator's figures, in Prometheus's text format at /metrics (decision 0042).
 *
 * One registry per app, never prom-client's global one: the tests build many apps in one
 * process, and each must count only its own requests. Modules that bring figures of their own
 * register them here with `counter`, `gauge` and `histogram`, which hand back the existing
 * metric when the name is taken, so a module may ask twice. Services get the registry from
 * `createServices(..., metrics)`, routes as `app.metrics`. A figure read at each scrape is a
 * gauge with `collect`, as `watchQueue` reads the delivery queue's depth.
 *
 * Process figures (CPU, memory, event loop, GC) belong to the process, not to an app: they
 * live in one process-wide registry that every app's scrape appends, so building many apps
 * does not start many event-loop monitors and GC observers.
 */

/** Where notices go: e-mail and SMS (the notifier) and Web Push. */
export type NoticeChannel = 'email' | 'sms' | 'push';
/**
 * What became of one notice: `sent` (a provider accepted it), `kept` (the development outbox
 * kept it), `failed` (an error), and for Web Push `gone` (the push service forgot the
 * subscription), `refused` (any other non-2xx) and `unreachable` (no answer).
 */
export type NoticeOutcome = 'sent' | 'kept' | 'failed' | 'gone' | 'refused' | 'unreachable';

// Request latencies from 5 ms to 10 s; database queries from 0.5 ms to 5 s.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

let processRegistry: Registry | undefined;

/** The one registry of process figures, started on first use. */
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The pool figures a database can tell (PostgreSQL through `pg`; PGlite has no pool). */
export type PoolFigures = { total: number; idle: number; waiting: number };

export function createMetrics() {
  const registry = new Registry();
  // The process's CPU counters count from when they are made: made with the app, not at the
  // first scrape, which would then read about no time at all (an operator's first figure 0).
  processFigures();
  let acrossWorkers = false;

  function counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>) {
    const existing = registry.getSingleMetric(config.name);
    if (existing) return existing as Counter<L>;
    return new Counter<L>({ ...config, registers: [registry] });
  }
  function gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>) {
    const existing = registry.getSingleMetric(config.name);
    if (existing) return existing as Gauge<L>;
    return new Gauge<L>({ ...config, registers: [registry] });
  }
  function histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>) {
    const existing = registry.getSingleMetric(config.name);
    if (existing) return existing as Histogram<L>;
    return new Histogram<L>({ ...config, registers: [registry] });
  }

  const httpRequests = counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
  });
  const httpDuration = histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: HTTP_BUCKETS,
  });
  const queryDuration = histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of one database query (a statement sent to PGlite or PostgreSQL), by outcome.',
    labelNames: ['outcome'],
    buckets: QUERY_BUCKETS,
  });
  const notices = counter({
    name: 'notice_deliveries_total',
    help: 'E-mail, SMS and Web Push notices handed to their way out, by channel and outcome.',
    labelNames: ['channel', 'outcome'],
  });
  const attempts = counter({
    name: 'delivery_attempts_total',
    help: 'Attempts of the delivery queue jobs by kind: done, retry (tried again later), failed (the last).',
    labelNames: ['kind', 'outcome'],
  });
  const unhandled = counter({
    name: 'unhandled_errors_total',
    help: 'Errors nothing handled: requests answered 500, and stray promise rejections.',
    labelNames: ['kind'],
  });

  return {
    registry,
    counter,
    gauge,
    histogram,

    /** One answered request; `route` is the route's pattern (never the raw URL). */
    request(method: string, route: string, status: number, seconds: number): void {
      httpRequests.inc({ method, route, status_code: String(status) });
      httpDuration.observe({ method, route }, seconds);
    },

    query(seconds: number, failed: boolean): void {
      queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
    },

    notice(channel: NoticeChannel, outcome: NoticeOutcome): void {
      notices.inc({ channel, outcome });
    },

    attempt(kind: string, outcome: 'done' | 'retry' | 'failed'): void {
      attempts.inc({ kind, outcome });
    },

    /** The delivery queue's jobs by kind and state, read at each scrape. */
    watchQueue(depth: () => Promise<Array<{ kind: string; state: string; count: number }>>): void {
      gauge({
        name: 'delivery_queue_jobs',
        help: 'Jobs of the delivery queue by kind and state (created, retry, active, completed, failed).',
        labelNames: ['kind', 'state'],
        // The same rows on every worker (WORKERS): joined, one worker's figure, not their sum.
        aggregator: 'first',
        async collect() {
          this.reset();
          for (const row of await depth())
            this.set({ kind: row.kind, state: row.state }, row.count);
        },
      });
    },

    unhandled(kind: 'request' | 'rejection'): void {
      unhandled.inc({ kind });
    },

    /** The database pool's figures, read at each scrape. */
    watchPool(read: () => PoolFigures): void {
      const figures: Array<[string, string, keyof PoolFigures]> = [
        ['db_pool_connections', 'Connections the pool holds, busy or idle.', 'total'],
        ['db_pool_idle_connections', 'Connections of the pool waiting for work.', 'idle'],
        ['db_pool_waiting_requests', 'Queries waiting for a free connection.', 'waiting'],
      ];
      for (const [name, help, key] of figures) {
        gauge({
          name,
          help,
          collect() {
            this.set(read()[key]);
          },
        });
      }
    },

    /**
     * The realtime server's figures under their own names (realtime_connections,
     * realtime_ws_messages_sent_total, ...), labelled by app_id, read from it at each scrape.
     */
    watchRealtime(realtime: Pick<RealtimeServer, 'stats'>): void {
      for (const [name, help] of Object.entries(GAUGES) as Array<[GaugeName, string]>) {
        gauge({
          name,
          help,
          labelNames: ['app_id'],
          collect() {
            this.reset();
            for (const [appId, value] of realtime.stats().gauges[name]) {
              this.set({ app_id: appId }, value);
            }
          },
        });
      }
      for (const [name, help] of Object.entries(COUNTERS) as Array<[CounterName, string]>) {
        counter({
          name,
          help,
          labelNames: ['app_id'],
          collect() {
            // The realtime server keeps the running totals; the counter mirrors them.
            this.reset();
            for (const [appId, value] of realtime.stats().counters[name]) {
              this.inc({ app_id: appId }, value);
            }
          },
        });
      }
    },

    contentType: registry.contentType,

    /** The text a scraper reads: this app's figures, then the process's (or every worker's). */
    async render(): Promise<string> {
      if (acrossWorkers) return clusterMetricsText();
      const own = await registry.metrics();
      const process = await processFigures().metrics();
      return `${own.trimEnd()}\n${process}`;
    },

    /** Under WORKERS: this worker's figures go to the primary, and a scrape reads all of them. */
    shareAcrossWorkers(): void {
      shareMetrics([registry, processFigures()]);
      acrossWorkers = true;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
