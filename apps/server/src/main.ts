import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { bucketProblem } from './lib/object-storage.js';
import { loadSecrets } from './lib/secrets.js';
import { superviseWorkers } from './workers.js';

// How long in-flight requests get to finish after SIGTERM before the process gives up.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Under WORKERS the primary checks once what every worker would (decision 0053).
  const bucket = cluster.isPrimary && config.s3 && (await bucketProblem(config.s3));
  if (bucket) {
    console.error(bucket);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    // Secrets generated outside production are written before any worker reads them: workers
    // starting together would each make their own, and sign with different ones.
    loadSecrets(config);
    process.exit(await superviseWorkers(config.workers));
  }
  // A worker hears a signal from its first moment: one that comes while it starts (the
  // primary stopping them all) is kept, and the worker stops as soon as it is built.
  const signals: { stop?: (signal: string) => void; asked?: string } = {};
  const onSignal = (signal: string) =>
    signals.stop ? signals.stop(signal) : (signals.asked ??= signal);
  if (cluster.isWorker) {
    // `on`, not `once`: a repeated signal (a terminal's Ctrl-C reaches a worker and its
    // primary, which passes it on) must not kill a worker already finishing its requests.
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    process.on('SIGINT', () => onSignal('SIGINT'));
  }
  const app = await buildApp(config, {
    announce: (message) => console.log(`\n${'='.repeat(72)}\n${message}\n${'='.repeat(72)}\n`),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // No new connection from here on: a proxy's next request is refused at connect and goes to
    // another node (nginx retries a refused request, a POST included). Left to Fastify, the
    // listener stays open while the delivery queue stops, and every request meanwhile is
    // answered 503 (docs/deploy.md). Requests under way and open connections still finish.
    app.server.close();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  signals.stop = shutdown;
  if (!cluster.isWorker) {
    // A lone server: a second Ctrl-C ends it at once, as the signal's default does.
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  }
  if (signals.asked) return shutdown(signals.asked);
  // A stray rejection is a bug to log, not a reason to drop every connection.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
    app.metrics.unhandled('rejection');
  });

  if (cluster.isWorker) app.metrics.shareAcrossWorkers();

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ready: ${config.publicUrl}/web and ${config.publicUrl}/api`);
}

await main();
