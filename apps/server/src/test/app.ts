import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { tempDir } from './backends.js';

/**
 * Builds the real app for a test on the given database, with quiet logs, a temporary data
 * directory and any settings the test overrides. `close` undoes everything.
 */
export async function testApp(
  database: Database,
  env: Record<string, string> = {},
  announce: (message: string) => void = () => {},
  onRoute?: AppDependencies['onRoute'],
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const data = tempDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: data.dir,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_REQUESTS_PER_HOUR: '100000',
    ...env,
  });
  const app = await buildApp(config, { database, announce, onRoute });
  return {
    app,
    async close() {
      await app.close();
      data.remove();
    },
  };
}

/** Settings a production start accepts: every secret random and private. */
export function productionEnv(): Record<string, string> {
  const secret = () => randomBytes(32).toString('hex');
  const vapid = webpush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    PASSWORD_PEPPER: secret(),
    PUSHER_APP_SECRET: secret(),
    DEVICE_WEB_KEY: secret(),
    DEVICE_ANDROID_KEY: secret(),
    DEVICE_IOS_KEY: secret(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:soporte@antojo.app',
    // Production sends every notice through a provider: nothing listens here, so sends fail
    // and are retried in the background, which no test waits for.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PHONE_SIGNUP: 'off',
  };
}
