import { z } from 'zod';
import { formInt } from './fields.js';
import { paged } from './paging.js';

/**
 * Coins (member-features.md, section 6; decision 0028): a virtual currency earned from the same
 * verified facts as points (separate amounts) and spent in the store. Never bought with money.
 */
export const COINS = {
  /** A verified attendance that counted for points (decision 0034), to the participant. */
  attendance: 5,
  /** An activity that took place with a verified attendee, to its host, when it counted. */
  hosting: 8,
} as const;

/** Why a member's balance changed. */
export const COIN_REASONS = [
  'attendance',
  'hosting',
  'challenge',
  /** Premium's coins of the month (decision 0029). */
  'plan',
  'purchase',
  'adjustment',
] as const;
export type CoinReason = (typeof COIN_REASONS)[number];

/**
 * The ledger's accounts: the member's own, and where coins come from or go to. Every transfer
 * has two entries, one per account, that add up to zero.
 */
export const COIN_ACCOUNTS = ['member', 'rewards', 'store', 'staff'] as const;
export type CoinAccount = (typeof COIN_ACCOUNTS)[number];

/** The largest single staff adjustment, either way. */
export const COIN_ADJUSTMENT_MAX = 10_000;

export const COIN_MESSAGES = {
  notEnough: 'No tienes monedas suficientes.',
  /** The same idempotency key again with something else: a client bug, not a retry. */
  keyReused: 'Esa clave ya se usó para otro movimiento.',
  leavesNegative: 'El ajuste dejaría el saldo en negativo.',
} as const;

/** One movement of a member's coins, as they see it in "Monedas". */
export const coinEntry = z
  .object({
    id: z.number().int(),
    amount: z.number().int().meta({ description: 'Positivo si entran, negativo si salen' }),
    reason: z.enum(COIN_REASONS),
    activity: z.object({ id: z.number().int(), description: z.string() }).nullable().meta({
      description: 'El plan que las dio (asistencia u organización), si sigue existiendo',
    }),
    note: z.string().nullable().meta({ description: 'El motivo de un ajuste del equipo' }),
    balance: z.number().int().meta({ description: 'El saldo justo después' }),
    createdAt: z.string(),
  })
  .meta({ id: 'CoinEntry' });
export type CoinEntry = z.infer<typeof coinEntry>;

/** `GET /coins`: the balance and the history, newest first. */
export const coinHistory = paged(coinEntry)
  .extend({ balance: z.number().int() })
  .meta({ id: 'CoinHistory' });
export type CoinHistory = z.infer<typeof coinHistory>;

/** An idempotency key: the same key from the same member is the same movement, once. */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    'La clave va de 8 a 64 letras, números, guiones o guiones bajos.',
  );

/** `POST /admin/users/{id}/coins`: a staff adjustment, with why. */
export const coinAdjustmentRequest = z.object({
  amount: formInt(
    z
      .number()
      .int('Las monedas van sin decimales.')
      .min(-COIN_ADJUSTMENT_MAX, `Como mucho ${COIN_ADJUSTMENT_MAX} monedas de una vez.`)
      .max(COIN_ADJUSTMENT_MAX, `Como mucho ${COIN_ADJUSTMENT_MAX} monedas de una vez.`)
      .refine((value) => value !== 0, 'Un ajuste de 0 monedas no cambia nada.'),
  ),
  note: z
    .string()
    .trim()
    .min(3, 'Explica el motivo (al menos 3 caracteres).')
    .max(200, 'El motivo cabe en 200 caracteres.'),
  key: idempotencyKey,
});
export type CoinAdjustmentRequest = z.input<typeof coinAdjustmentRequest>;
