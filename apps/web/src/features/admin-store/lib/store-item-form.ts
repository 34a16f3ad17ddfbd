import {
  createStoreItemRequest,
  STORE_KINDS,
  type StoreItem,
  type StoreKind,
} from '@app/contract/store';
import { z } from 'zod';

/** The item form's values, as its inputs hold them. */
export type StoreItemValues = {
  kind: StoreKind;
  name: string;
  description: string;
  price: string;
  badge: string;
};

export const EMPTY_STORE_ITEM: StoreItemValues = {
  kind: 'highlight',
  name: '',
  description: '',
  price: '',
  badge: '',
};

/** An item's values in the form, to edit it. */
export const storeItemValues = (item: StoreItem): StoreItemValues => ({
  kind: item.kind,
  name: item.name,
  description: item.description,
  price: String(item.price),
  badge: item.badge ?? '',
});

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The form checked by the API's own rules (`POST /admin/store`): what the inputs hold becomes
 * the request (an empty price is a missing one; the emoji only counts for a badge), and the
 * contract's schema gives each field its message.
 */
export const storeItemForm = z
  .object({
    kind: z.enum(STORE_KINDS),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    badge: z.string(),
  })
  .transform((values): z.input<typeof createStoreItemRequest> => ({
    kind: values.kind,
    name: values.name,
    description: values.description,
    price: blankToUndefined(values.price),
    badge: values.kind === 'badge' ? blankToUndefined(values.badge) : undefined,
  }))
  .pipe(createStoreItemRequest);

/** What the form sends once its rules hold. */
export type StoreItemRequest = z.output<typeof storeItemForm>;
