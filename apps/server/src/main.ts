import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { bucketProblem } from './lib/object-storage.js';

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
  const bucket = config.s3 && (await bucketProblem(config.s3));
  if (bucket) {
    console.error(bucket);
    process.exit(1);
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
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // A stray rejection is a bug to log, not a reason to drop every connection.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
    app.metrics.unhandled('rejection');
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ready: ${config.publicUrl}/web and ${config.publicUrl}/api`);
}

await main();
