import { coinAdjustmentRequest } from '@app/contract/coins';
import { z } from 'zod';

/** The adjustment form's values, as its inputs hold them. */
export type CoinAdjustmentValues = { amount: string; note: string };

export const EMPTY_ADJUSTMENT: CoinAdjustmentValues = { amount: '', note: '' };

const withoutKey = coinAdjustmentRequest.omit({ key: true });

/**
 * The adjustment checked by the API's own rules (`POST /admin/users/{id}/coins`); the key is
 * the attempt's, added when it is sent.
 */
export const coinAdjustmentForm = z
  .object({ amount: z.string(), note: z.string() })
  .transform((values): z.input<typeof withoutKey> => ({
    amount: values.amount.trim() === '' ? undefined : values.amount.trim(),
    note: values.note,
  }))
  .pipe(withoutKey);

/**
 * A member's number as typed: a positive whole number, or undefined.
 * @example memberIdOf(' 42 ') // 42
 */
export function memberIdOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/^#/, '');
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
