import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { Metrics } from './lib/metrics.js';
import { openFileStorage } from './lib/object-storage.js';
import { createContainer, type Container, type Platform } from './module.js';
import { modules } from './modules/index.js';

/** Every module's service, and the platform's parts they are made from. */
export type Services = Container;

/**
 * Every module's services, made once from the list of modules (modules/index.ts), each from
 * the others as it needs them (module.ts). Routes receive only the services they use.
 */
export function createServices(
  database: Database,
  config: Config,
  secrets: Platform['secrets'],
  realtime: Platform['realtime'],
  log: Platform['log'],
  clock?: Clock,
  metrics?: Metrics,
): Services {
  return createContainer({
    database,
    db: database.db,
    config,
    secrets,
    realtime,
    log,
    clock,
    metrics,
    storage: openFileStorage(config),
    modules,
  });
}
