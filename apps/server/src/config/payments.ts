import { z } from 'zod';
import { ConfigError, optionalText } from './fields.js';

export const paymentsEnv = z.object({
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_PRICE_MOVE: optionalText.pipe(
    z
      .string()
      .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
      .optional(),
  ),
  STRIPE_PRICE_PREMIUM: optionalText.pipe(
    z
      .string()
      .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
      .optional(),
  ),
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
});

/**
 * Move and Premium through Stripe (decision 0029): on only with the key, the webhook's signing
 * secret and both plans' prices; otherwise checkout says it is off and staff grants still work.
 * A partial set is a mistake worth stopping for.
 */
export function paymentsConfig(env: z.infer<typeof paymentsEnv>) {
  const settings = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MOVE: env.STRIPE_PRICE_MOVE,
    STRIPE_PRICE_PREMIUM: env.STRIPE_PRICE_PREMIUM,
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`Stripe needs ${missing.join(', ')} too (or none of the four).`);
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { move: env.STRIPE_PRICE_MOVE!, premium: env.STRIPE_PRICE_PREMIUM! },
    apiUrl: env.STRIPE_API_URL,
  };
}
