import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/database.js';

/** What a job's handler learns about its attempt. */
export type Attempt = { id: string; attempt: number; lastAttempt: boolean; createdOn: Date };

export type DeliveryQueueOptions = {
  /** Jobs this node works on at once; 0: it only stores them (another node sends). */
  workers: number;
  /** Retries after the first attempt, and the first retry's delay (doubling after). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often an idle worker looks for new jobs. */
  pollingSeconds?: number;
  /** How long `stop` waits for the jobs under way (10 s unless said). */
  stopTimeoutSeconds?: number;
  log: { warn(obj: object, msg: string): void };
  /**
   * Told after each attempt of a job: `done`, `retry` (it threw, and will be tried again) or
   * `failed` (it threw on its last attempt). The metrics count them per kind.
   */
  onAttempt?: (kind: string, outcome: AttemptOutcome) => void;
};

export type AttemptOutcome = 'done' | 'retry' | 'failed';

/** Jobs of one kind in one of pg-boss's states (created, retry, active...). */
export type QueueDepth = { kind: string; state: string; count: number };

/**
 * pg-boss's SQL (with `$1` parameters) run through a drizzle transaction, so that a job is
 * stored in the same transaction as the rows that call for it. Each `$n` becomes a bound
 * parameter of its own.
 */
function throughTransaction(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Everything the server sends out (codes by e-mail and SMS, later any notice) is a job in the
 * database, in pg-boss's tables: stored before the request answers, worked off by every node's
 * workers with retries and exponential backoff, and still there after a restart. PostgreSQL
 * and the embedded PGlite run the same pg-boss through `Database.executeSql`
 * (docs/decisions/0043-delivery-queue.md).
 *
 * A kind's handler is defined before `start`; throwing asks for a retry. On the last attempt
 * the handler is told so, to record the failure for staff before it throws.
 */
export function createDeliveryQueue(database: Database, options: DeliveryQueueOptions) {
  // pg-boss marks a job done or failed without awaiting it, so its last statements can still
  // be on their way when `stop` resolves. They are counted here and `stop` lets them land.
  // After it nothing reaches the database (which may be closed by then): a late statement is
  // left unanswered, since an answer or an error would reach pg-boss's unawaited call as a
  // crash; pg-boss already marked that job failed at stop, and it is retried.
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const executeSql = (text: string, values?: unknown[]) => {
    if (closed) return new Promise<never>(() => {});
    const running = database.executeSql(text, values);
    const tracked = running.finally(() => inFlight.delete(tracked));
    tracked.catch(() => {});
    inFlight.add(tracked);
    return running;
  };
  const boss = new PgBoss({
    db: { executeSql: executeSql as never },
    // No cron schedules; maintenance (expiring, archiving, deleting old jobs) runs on each node.
    schedule: false,
    supervise: true,
    // Done jobs hold addresses and codes: out of the live table within the hour, gone in a day.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (error) => options.log.warn({ err: error }, 'delivery queue'));
  const handlers = new Map<string, (data: never, attempt: Attempt) => Promise<void>>();
  const workers = new Map<string, string[]>();
  let started = false;

  return {
    /** The work for one kind of job. */
    define<T extends object>(kind: string, handler: (data: T, attempt: Attempt) => Promise<void>) {
      handlers.set(kind, handler as (data: never, attempt: Attempt) => Promise<void>);
    },

    /** Creates pg-boss's tables (once per database) and the queues, then starts the workers. */
    async start(): Promise<void> {
      await boss.start();
      for (const kind of handlers.keys()) {
        await boss.createQueue(kind, {
          name: kind,
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: true,
          // A send that hangs this long is taken as failed and retried.
          expireInSeconds: 5 * 60,
        });
      }
      started = true;
      if (options.workers === 0) return;
      const workOptions = {
        batchSize: 1,
        pollingIntervalSeconds: options.pollingSeconds ?? 2,
        includeMetadata: true as const,
      };
      for (const [kind, handler] of handlers) {
        // pg-boss runs one job at a time per `work`: one each for as many as may run at once.
        const ids: string[] = [];
        workers.set(kind, ids);
        for (let worker = 0; worker < options.workers; worker += 1) {
          const id = await boss.work<never>(kind, workOptions, async ([job]) => {
            if (!job) return;
            const lastAttempt = job.retryCount >= job.retryLimit;
            try {
              await handler(job.data, {
                id: job.id,
                attempt: job.retryCount + 1,
                lastAttempt,
                createdOn: job.createdOn,
              });
            } catch (error) {
              options.onAttempt?.(kind, lastAttempt ? 'failed' : 'retry');
              throw error;
            }
            options.onAttempt?.(kind, 'done');
          });
          ids.push(id);
        }
      }
    },

    /**
     * Stores a job; inside `tx` it commits (or not) with the caller's rows. Resolves once
     * stored: sending is the workers' business.
     */
    async enqueue(kind: string, data: object, tx?: Db): Promise<string> {
      if (!started) throw new Error('the delivery queue has not started');
      const id = await boss.send(kind, data, tx ? { db: throughTransaction(tx) } : {});
      if (!id) throw new Error(`the delivery queue did not store a ${kind} job`);
      return id;
    },

    /** Stores several jobs of one kind in one statement: all or none. */
    async enqueueMany(kind: string, data: object[]): Promise<void> {
      if (!started) throw new Error('the delivery queue has not started');
      if (data.length === 0) return;
      await boss.insert(data.map((item) => ({ name: kind, data: item })));
    },

    /**
     * Tells this node's idle workers of `kind` to look now rather than at their next poll
     * (call it once the job's transaction has committed). Other nodes find it at theirs.
     */
    wake(kind: string): void {
      for (const id of workers.get(kind) ?? []) boss.notifyWorker(id);
    },

    /**
     * Resolves once no job of `kind` waits or runs, or after `timeoutMs` (a job waiting for a
     * retry may wait longer). The development outbox waits for it, so that what was just
     * requested can be read.
     */
    async settled(kind: string, timeoutMs = 15_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (started && Date.now() < until) {
        if ((await boss.getQueueSize(kind, { before: 'completed' })) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    /**
     * The jobs in the live table by kind and state: what waits (`created`, `retry`), what runs
     * (`active`) and what ended within the hour (later archived). Read at each scrape.
     */
    async depth(): Promise<QueueDepth[]> {
      if (!started) return [];
      const { rows } = await database.executeSql(
        'SELECT name AS kind, state::text AS state, count(*)::int AS count FROM pgboss.job GROUP BY name, state',
      );
      return rows as QueueDepth[];
    },

    /** Lets the jobs under way finish (a few seconds at most), then stops. */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      await boss.stop({
        graceful: true,
        wait: true,
        timeout: (options.stopTimeoutSeconds ?? 10) * 1000,
      });
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
