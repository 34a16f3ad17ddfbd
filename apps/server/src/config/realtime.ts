import { z } from 'zod';
import { optionalText, positiveInt } from './fields.js';

/** The Pusher-compatible realtime service: its app credentials, webhooks and connection caps. */

export const realtimeEnv = z.object({
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('antojo'),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('antojo-key'),
  PUSHER_APP_SECRET: optionalText,
  WEBHOOK_URLS: optionalText,
});

export function realtimeConfig(env: z.infer<typeof realtimeEnv>) {
  return {
    pusher: { appId: env.PUSHER_APP_ID, key: env.PUSHER_APP_KEY, secret: env.PUSHER_APP_SECRET },
    webhookUrls: env.WEBHOOK_URLS ? env.WEBHOOK_URLS.split(',').map((url) => url.trim()) : [],
  };
}

export const realtimeLimitsEnv = z.object({
  REALTIME_MAX_CONNECTIONS: positiveInt.default(10_000),
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(100),
  REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: positiveInt.default(100),
});

export function realtimeLimitsConfig(env: z.infer<typeof realtimeLimitsEnv>) {
  return {
    maxConnections: env.REALTIME_MAX_CONNECTIONS,
    maxConnectionsPerAddress: env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
    maxSubscriptionsPerConnection: env.REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION,
  };
}
