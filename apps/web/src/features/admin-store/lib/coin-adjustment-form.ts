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
