import { z } from 'zod';
import { idempotencyKey } from './coins.js';
import { formBoolean, formInt, id } from './fields.js';
import { paged } from './paging.js';

/**
 * The store (member-features.md, section 6; decision 0028): items priced in coins, managed by
 * staff. A highlight puts one of the member's plans first for 24 hours; a boost moves their
 * plans up in others' decks for 24 hours; a badge shows on their profile for good. (A week of
 * Move is not sold yet: the plans exist (decision 0029), the item does not.)
 */
export const STORE_KINDS = ['highlight', 'boost', 'badge'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** How long a highlight or a boost lasts; buying again extends it from its end. */
export const STORE_EFFECT_MS = 24 * 60 * 60 * 1000;
export const STORE_PRICE_MAX = 100_000;

export const STORE_MESSAGES = {
  gone: 'Este artículo ya no está a la venta.',
  notYours: 'Solo puedes destacar un plan que organizas.',
  started: 'Ese plan ya ha empezado: no se puede destacar.',
  activityNeeded: 'Elige el plan que quieres destacar.',
  badgeOwned: 'Ya tienes esta insignia.',
  keyReused: 'Esa clave ya se usó para otra compra.',
} as const;

export const storeItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(STORE_KINDS),
    name: z.string(),
    description: z.string(),
    price: z.number().int().meta({ description: 'En monedas' }),
    badge: z.string().nullable().meta({ description: 'El emoji de la insignia (kind badge)' }),
    active: z.boolean(),
  })
  .meta({ id: 'StoreItem' });
export type StoreItem = z.infer<typeof storeItem>;

export const storeCatalogue = z.object({ data: z.array(storeItem) }).meta({ id: 'StoreCatalogue' });

/** A purchase: what, for which plan, until when, and the balance it left. */
export const purchase = z
  .object({
    id: z.number().int(),
    item: storeItem,
    activity: z.object({ id: z.number().int(), description: z.string() }).nullable(),
    ends_at: z
      .string()
      .nullable()
      .meta({ description: 'Hasta cuándo dura (destacado, impulso); null para una insignia' }),
    balance: z.number().int().meta({ description: 'Tu saldo justo después de la compra' }),
    createdAt: z.string(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchase>;

export const purchaseList = paged(purchase).meta({ id: 'PurchaseList' });

/** `POST /store/{id}/buy`: the client's idempotency key, and the plan to highlight. */
export const buyRequest = z.object({
  key: idempotencyKey,
  activity: id.optional(),
});

const itemName = z.string().trim().min(2, 'El nombre es demasiado corto.').max(60);
const itemDescription = z.string().trim().min(1, 'Describe el artículo.').max(300);
const price = formInt(
  z
    .number()
    .int('El precio va en monedas, sin decimales.')
    .min(1, 'El precio es de al menos 1 moneda.')
    .max(STORE_PRICE_MAX, `Como mucho ${STORE_PRICE_MAX} monedas.`),
);
const badge = z.string().trim().min(1).max(16, 'La insignia es un emoji o un texto muy corto.');

/** `POST /admin/store`: a new item. A badge needs its emoji. */
export const createStoreItemRequest = z
  .object({
    kind: z.enum(STORE_KINDS, { error: 'El tipo es highlight, boost o badge.' }),
    name: itemName,
    description: itemDescription,
    price,
    badge: badge.optional(),
    active: formBoolean.optional(),
  })
  .refine((item) => item.kind !== 'badge' || item.badge !== undefined, {
    path: ['badge'],
    message: 'Una insignia necesita su emoji.',
  });

/** `POST /admin/store/{id}`: what changes; the kind does not. */
export const updateStoreItemRequest = z.object({
  name: itemName.optional(),
  description: itemDescription.optional(),
  price: price.optional(),
  badge: badge.optional(),
  active: formBoolean.optional(),
});

/** `GET /user/{id}/badges`: the badges on someone's profile, the first earned first. */
export const userBadgeList = z
  .object({
    data: z.array(z.object({ name: z.string(), badge: z.string(), createdAt: z.string() })),
  })
  .meta({ id: 'UserBadgeList' });
export type UserBadgeList = z.infer<typeof userBadgeList>;
