import path from 'node:path';
import { z } from 'zod';
import { optionalText } from './fields.js';

/** Where the server listens, what it calls itself, where it keeps data and who may call it. */

const port = z.coerce.number().int().min(0).max(65_535);

export const serverEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  WEB_DIST_DIR: optionalText,
  // API processes on this machine, one port (decision 0053); more than one needs PostgreSQL
  // and Redis, as several nodes do.
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

export type ServerEnv = z.infer<typeof serverEnv>;

export function serverConfig(env: ServerEnv) {
  const production = env.NODE_ENV === 'production';
  // Unset, the public address is this machine on the configured port.
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  // The Vite dev server's origin is a development convenience, never a production default.
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim())
    : production
      ? [publicOrigin]
      : [publicOrigin, 'http://localhost:5173'];
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    corsOrigins,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    workers: env.WORKERS,
  };
}

/**
 * Several workers are several nodes on one machine: PGlite is one process's database, and
 * without Redis a worker's realtime events would reach only its own sockets.
 */
export function checkWorkers(env: ServerEnv, ctx: z.RefinementCtx): void {
  if (env.WORKERS === 1) return;
  for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required with WORKERS=${env.WORKERS} (every worker shares one PostgreSQL and one Redis)`,
      });
    }
  }
}
