import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

// The release step (docs/deploy.md): migrates the database and its reference data, as every
// node does when it starts, then exits without serving. Running it before the nodes of a new
// release start keeps a slow migration out of their start and stops a release whose migration
// fails before any node runs it. Safe to run again: nothing is left to do the second time.
let config;
try {
  // Its workers stay off: sending what waits in the queue is the nodes' business.
  config = loadConfig({ ...process.env, DELIVERY_WORKERS: '0' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const started = Date.now();
const app = await buildApp(config, {
  announce: (message) => console.log(message),
});
await app.close();
console.log(`release: the database is migrated (${Date.now() - started} ms)`);
