import type { z } from 'zod';
import { secretWeakness } from '../lib/secret-strength.js';
import { LOCAL_DEVICE_KEYS } from './accounts.js';
import { checkTwilio } from './messaging.js';
import { checkVapidPair } from './push.js';
import type { Env } from './schema.js';

/**
 * In production nothing secret may fall back to a local default, be one of the values this
 * repository publishes (the local device keys in .env.example), or be short or predictable.
 */
export function checkProduction(env: Env, ctx: z.RefinementCtx) {
  checkVapidPair(env, ctx);
  checkTwilio(env, ctx);
  if (env.NODE_ENV !== 'production') return;
  const published = new Set<string>(Object.values(LOCAL_DEVICE_KEYS));
  const secrets = [
    'PASSWORD_PEPPER',
    'PUSHER_APP_SECRET',
    'DEVICE_WEB_KEY',
    'DEVICE_ANDROID_KEY',
    'DEVICE_IOS_KEY',
  ] as const;
  const problem = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  for (const name of secrets) {
    const value = env[name];
    if (value !== undefined && published.has(value)) {
      problem(name, 'is a published local default; set a private value in production');
      continue;
    }
    const weakness = secretWeakness(value);
    if (weakness) problem(name, weakness);
  }
  // Web Push signs with keys that must outlive any one machine: browsers' subscriptions are
  // bound to the public key, so production may not make one up.
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
    if (env[name] === undefined) {
      problem(
        name,
        'is required in production (generate the pair with `npx web-push generate-vapid-keys`; ' +
          'VAPID_SUBJECT is mailto:you@example.com or your https:// address)',
      );
    }
  }
  // Production never keeps what it should send (there is no outbox): each channel in use needs
  // its provider, or the start fails naming it.
  if (env.SMTP_URL === undefined) {
    problem(
      'SMTP_URL',
      'is required in production: verification codes and password resets go out by e-mail ' +
        '(smtp://user:password@host:587 or smtps://…)',
    );
  }
  if (env.PHONE_SIGNUP === 'on' && (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN)) {
    problem(
      'PHONE_SIGNUP',
      'phone sign-up needs an SMS sender in production: set TWILIO_ACCOUNT_SID, ' +
        'TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID), or PHONE_SIGNUP=off',
    );
  }
  // Optional, but when set it guards /metrics and must be as strong as the others.
  const metricsWeakness = env.METRICS_TOKEN ? secretWeakness(env.METRICS_TOKEN) : undefined;
  if (metricsWeakness) problem('METRICS_TOKEN', metricsWeakness);
}
