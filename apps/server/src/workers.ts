import cluster, { type Worker } from 'node:cluster';
import { serveClusterMetrics } from './lib/cluster-metrics.js';

/**
 * `WORKERS=n` (decision 0053): this process forks n API processes that share its port (Node's
 * cluster module: the primary accepts each connection and hands it to a worker in turn, a
 * websocket included) and watches them. Each worker is a whole node, as on a machine of its
 * own: PostgreSQL, Redis's fan-out and rate limits, the delivery queue and the sweeps already
 * work across nodes (docs/deploy.md), so nothing else changes.
 *
 * - A worker that exits is forked again after a second; one that fails before it ever
 *   listened (a database that does not answer, a port taken) stops them all, rather than
 *   looping, as do more than ten restarts within a minute.
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
  // The workers alive, kept here: cluster.workers drops one only after both its 'exit' and its
  // 'disconnect', in either order, so it may still list a worker that has exited.
  const live = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  const metrics = serveClusterMetrics((worker) => listened.has(worker));
  const restarts: number[] = [];
  let stopping = false;
  let failed = false;

  return new Promise((resolve) => {
    const settle = () => {
      if (live.size === 0) resolve(failed ? 1 : 0);
    };
    const fork = () => live.add(cluster.fork());
    const stopAll = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal}: stopping ${live.size} workers`);
      // A terminal's Ctrl-C or systemd's stop reaches the workers too; they ignore a repeat.
      for (const worker of live) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of live) {
          log.error(`worker ${worker.process.pid} did not stop in time; killing it`);
          worker.process.kill('SIGKILL');
        }
      }, STOP_GRACE_MS).unref();
      settle();
    };

    cluster.on('listening', (worker) => {
      listened.add(worker);
      log.info(`worker ${worker.process.pid} listening`);
    });
    cluster.on('exit', (worker, code, signal) => {
      live.delete(worker);
      void metrics.retire(worker);
      // A worker exits 0 when it was told to stop (main.ts), by the primary or by hand.
      const clean = code === 0 && signal === null;
      if (stopping) {
        if (!clean) {
          log.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
          failed = true;
        }
        return settle();
      }
      log.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
      const now = Date.now();
      while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if ((!clean && !listened.has(worker)) || restarts.length >= RESTARTS_MAX) {
        log.error(
          listened.has(worker) || clean
            ? `${RESTARTS_MAX} restarts within a minute: stopping`
            : 'a worker stopped before it listened: stopping',
        );
        failed = true;
        stopAll('SIGTERM');
        return settle();
      }
      restarts.push(now);
      // Forked after a pause: a primary told to stop meanwhile (systemd stops the whole
      // group at once, a worker's exit may come first) forks nothing more.
      setTimeout(() => {
        if (!stopping) fork();
        else settle();
      }, RESTART_DELAY_MS);
    });
    process.on('SIGTERM', () => stopAll('SIGTERM'));
    process.on('SIGINT', () => stopAll('SIGINT'));
    log.info(`starting ${count} workers on one port`);
    for (let i = 0; i < count; i++) fork();
  });
}
