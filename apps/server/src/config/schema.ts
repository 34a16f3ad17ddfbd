import { z } from 'zod';
import { accountsEnv, sessionsEnv } from './accounts.js';
import { limitsEnv } from './limits.js';
import { mapEnv } from './map.js';
import { messagingEnv } from './messaging.js';
import { observabilityEnv } from './observability.js';
import { paymentsEnv } from './payments.js';
import { pushEnv } from './push.js';
import { realtimeEnv, realtimeLimitsEnv } from './realtime.js';
import { serverEnv } from './server.js';
import { storageEnv } from './storage.js';

/**
 * Every variable the server reads, one object from the groups' own. The order here is the
 * order a failed start lists bad variables in, the order `.env.example` documents them.
 */
export const envSchema = z.object({
  ...serverEnv.shape,
  ...mapEnv.shape,
  ...limitsEnv.shape,
  ...accountsEnv.shape,
  ...messagingEnv.shape,
  ...sessionsEnv.shape,
  ...realtimeEnv.shape,
  ...observabilityEnv.shape,
  ...realtimeLimitsEnv.shape,
  ...pushEnv.shape,
  ...paymentsEnv.shape,
  ...storageEnv.shape,
});

export type Env = z.infer<typeof envSchema>;
