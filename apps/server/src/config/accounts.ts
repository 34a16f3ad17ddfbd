import { z } from 'zod';
import { optionalText, positiveInt } from './fields.js';

/** Who may call the API and sign in: device keys, the staff account, passwords and sessions. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Device keys a local install uses until settings give others (the SDK's local environment). */
export const LOCAL_DEVICE_KEYS = {
  web: 'local-web-device-key',
  android: 'local-android-device-key',
  ios: 'local-ios-device-key',
} as const;

export const accountsEnv = z.object({
  DEVICE_WEB_KEY: optionalText,
  DEVICE_ANDROID_KEY: optionalText,
  DEVICE_IOS_KEY: optionalText,
  ADMIN_EMAIL: z.email().default('admin@antojo.local'),
  ADMIN_PASSWORD: optionalText,
  PASSWORD_PEPPER: optionalText,
});

export type AccountsEnv = z.infer<typeof accountsEnv>;

export function accountsConfig(env: AccountsEnv) {
  return {
    deviceKeys: {
      web: env.DEVICE_WEB_KEY ?? LOCAL_DEVICE_KEYS.web,
      android: env.DEVICE_ANDROID_KEY ?? LOCAL_DEVICE_KEYS.android,
      ios: env.DEVICE_IOS_KEY ?? LOCAL_DEVICE_KEYS.ios,
    },
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    passwordPepper: env.PASSWORD_PEPPER,
  };
}

export const sessionsEnv = z.object({
  TOKEN_TTL_DAYS: positiveInt.default(30),
  TOKEN_IDLE_DAYS: positiveInt.default(14),
  VERIFICATION_SENDS_PER_HOUR: positiveInt.default(500),
  AUTH_REQUESTS_PER_HOUR: positiveInt.default(20),
});

export function sessionsConfig(env: z.infer<typeof sessionsEnv>) {
  return {
    tokenTtlMs: env.TOKEN_TTL_DAYS * DAY_MS,
    tokenIdleMs: env.TOKEN_IDLE_DAYS * DAY_MS,
    verificationSendsPerHour: env.VERIFICATION_SENDS_PER_HOUR,
    authRequestsPerHour: env.AUTH_REQUESTS_PER_HOUR,
  };
}
