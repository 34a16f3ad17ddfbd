import cluster, { type Worker } from 'node:cluster';
import { serveClusterMetrics } from './lib/cluster-metrics.js';

/**
 * `WORKERS=n` (decision 0053): this process forks n API processes that share its port (Node's
 * cluster module: the primary accepts each connection and hands it to a worker in turn, a
 * websocket included) and watches them. Each worker is a whole node, as on a machine of its
 * own: PostgreSQL, Redis's fan-out and rate limits, the delivery queue and the sweeps already
 * work across nodes (docs/deploy.md), so nothing else changes.
 *
 * - A worker that dies is forked again after a second; one that dies before it ever listened
 *   (a database that does not answer, a port taken) stops them all, rather than looping.
 * - SIGTERM or SIGINT: every worker stops as a node does (no new connection, those under way
 *   finish), and the primary exits once they have, 0 if they all did cleanly.
 * - `/metrics` on any worker answers for all of them (lib/cluster-metrics.ts).
 */

/** A worker's own grace (main.ts) and a little more: then what is left is killed. */
const STOP_GRACE_MS = 12_000;
const RESTART_DELAY_MS = 1_000;
/** More restarts than this within the window stops everything: something is wrong for all. */
const RESTARTS_MAX = 10;
const RESTART_WINDOW_MS = 60_000;

type Log = { info(message: string): void; error(message: string): void };

const plainLog: Log = {
  info: (message) => console.log(`[workers] ${message}`),
  error: (message) => console.error(`[workers] ${message}`),
};

/** Runs the primary until every worker has stopped; resolves with the exit code to use. */
export function superviseWorkers(count: number, log: Log = plainLog): Promise<number> {
  serveClusterMetrics();
  const listened = new WeakSet<Worker>();
  const restarts: number[] = [];
  const running = () =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  let stopping = false;
  let failed = false;

  return new Promise((resolve) => {
    const settle = () => {
      if (running().length === 0) resolve(failed ? 1 : 0);
    };
    const stopAll = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal}: stopping ${running().length} workers`);
      // A terminal's Ctrl-C or systemd's stop reaches the workers too; they ignore a repeat.
      for (const worker of running()) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of running()) {
          log.error(`worker ${worker.process.pid} did not stop in time; killing it`);
          worker.process.kill('SIGKILL');
        }
      }, STOP_GRACE_MS).unref();
      settle();
    };

    cluster.on('listening', (worker) => listened.add(worker));
    cluster.on('exit', (worker, code, signal) => {
      // A worker exits 0 only when told to stop (main.ts): never forked again.
      const clean = code === 0 && signal === null;
      if (!clean) {
        log.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
        failed ||= stopping;
      }
      if (!clean && !stopping) {
        const now = Date.now();
        while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
        if (!listened.has(worker) || restarts.length >= RESTARTS_MAX) {
          log.error(
            listened.has(worker)
              ? `${RESTARTS_MAX} restarts within a minute: stopping`
              : 'a worker stopped before it listened: stopping',
          );
          failed = true;
          stopAll('SIGTERM');
        } else {
          restarts.push(now);
          setTimeout(() => {
            if (!stopping) cluster.fork();
          }, RESTART_DELAY_MS);
          return;
        }
      }
      settle();
    });
    process.on('SIGTERM', () => stopAll('SIGTERM'));
    process.on('SIGINT', () => stopAll('SIGINT'));
    log.info(`starting ${count} workers on one port`);
    for (let i = 0; i < count; i++) cluster.fork();
  });
}
