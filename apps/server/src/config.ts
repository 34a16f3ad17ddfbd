import { accountsConfig, sessionsConfig } from './config/accounts.js';
import { ConfigError } from './config/fields.js';
import { limitsConfig } from './config/limits.js';
import { placesConfig } from './config/map.js';
import { messagingConfig } from './config/messaging.js';
import { observabilityConfig } from './config/observability.js';
import { paymentsConfig } from './config/payments.js';
import { checkProduction } from './config/production.js';
import { pushConfig } from './config/push.js';
import { realtimeConfig, realtimeLimitsConfig } from './config/realtime.js';
import { envSchema, type Env } from './config/schema.js';
import { checkWorkers, serverConfig } from './config/server.js';
import { s3Config } from './config/storage.js';

/**
 * Every setting the server reads, parsed from the environment once at start. A bad value
 * stops the start with a message naming the variable (see `.env.example` for each one).
 *
 * Each group of settings (its variables, their checks and what they become) lives in config/;
 * this file puts them together, so the rest of the server has one place to import from.
 */

export { LOCAL_DEVICE_KEYS } from './config/accounts.js';
export { ConfigError } from './config/fields.js';
export { DEFAULT_MAP_STYLE_URL, PUBLIC_GEOCODERS } from './config/map.js';
export { DEFAULT_PUSH_SERVICE_HOSTS } from './config/push.js';

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env) {
  const server = serverConfig(env);
  return {
    ...server,
    ...placesConfig(env, server.publicUrl),
    ...limitsConfig(env),
    ...accountsConfig(env),
    ...messagingConfig(env),
    ...sessionsConfig(env),
    ...realtimeConfig(env),
    ...observabilityConfig(env),
    realtimeLimits: realtimeLimitsConfig(env),
    payments: paymentsConfig(env),
    s3: s3Config(env),
    push: pushConfig(env),
  };
}

/**
 * Parses the environment. Throws a ConfigError that names every bad variable.
 * @example loadConfig({ PORT: '8080' }).port // 8080
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.superRefine(checkProduction).superRefine(checkWorkers).safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return shareAmongWorkers(toConfig(result.data));
}

/**
 * Under WORKERS (decision 0053) a node is its workers together, so what a setting caps per
 * node each worker takes its share of, rounded up: the connections an address may hold (the
 * primary hands them to the workers in turn), the realtime server's connections, and the pace
 * of requests to the geocoder, whose public instances allow one a second from one address.
 * What each process has of its own (its database pool, its hashing threads, its delivery
 * senders) stays per worker: more of them is what the cores are for.
 */
function shareAmongWorkers(config: Config): Config {
  const n = config.workers;
  if (n === 1) return config;
  const share = (value: number) => Math.ceil(value / n);
  return {
    ...config,
    maxConnectionsPerAddress: share(config.maxConnectionsPerAddress),
    realtimeLimits: {
      ...config.realtimeLimits,
      maxConnections: share(config.realtimeLimits.maxConnections),
      maxConnectionsPerAddress: share(config.realtimeLimits.maxConnectionsPerAddress),
    },
    geocoder: config.geocoder && { ...config.geocoder, intervalMs: config.geocoder.intervalMs * n },
  };
}
