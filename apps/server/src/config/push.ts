import { z } from 'zod';
import type { AccountsEnv } from './accounts.js';
import { optionalText } from './fields.js';
import type { ServerEnv } from './server.js';

/** Web Push: the VAPID pair the server signs with, who it signs as, and where it may send. */

/**
 * Where browsers' push services live (the hosts of a PushSubscription's endpoint): Chrome and
 * the Chromium browsers (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari (Apple).
 * Production sends pushes only to these, or to PUSH_SERVICE_HOSTS: a subscription's endpoint
 * is a URL the member hands in, and the server would otherwise POST to any address it names.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Bytes of a base64url text, or -1 when it is not base64url. */
function base64UrlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return -1;
  return Buffer.from(text, 'base64url').length;
}

/** An uncompressed P-256 point: 65 bytes starting with 4 (what browsers take). */
const isVapidPublicKey = (text: string) =>
  base64UrlBytes(text) === 65 && Buffer.from(text, 'base64url')[0] === 4;
const isVapidPrivateKey = (text: string) => base64UrlBytes(text) === 32;

export const pushEnv = z.object({
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .refine(isVapidPublicKey, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .refine(isVapidPrivateKey, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:address or an https:// URL')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optionalText,
});

type PushEnv = z.infer<typeof pushEnv>;

export function pushConfig(
  env: PushEnv & Pick<AccountsEnv, 'ADMIN_EMAIL'> & Pick<ServerEnv, 'NODE_ENV'>,
) {
  const production = env.NODE_ENV === 'production';
  return {
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    // A local install signs as its staff address; production names its own (required).
    subject: env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL.toLowerCase()}`,
    // Production: the known push services unless told otherwise; elsewhere any host, so
    // that a local push service (web-push-testing) can be used.
    serviceHosts: env.PUSH_SERVICE_HOSTS
      ? env.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim().toLowerCase())
      : production
        ? DEFAULT_PUSH_SERVICE_HOSTS
        : undefined,
  };
}

/** The two VAPID keys are one pair: half of one is a mistake anywhere. */
export function checkVapidPair(env: PushEnv, ctx: z.RefinementCtx) {
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one pair: this one is missing',
    });
  }
}
