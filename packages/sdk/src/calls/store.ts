import type { Purchase, StoreItem, StoreKind, UserBadgeList } from '@app/contract/store';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /store`: what is on sale, the cheapest first.
 * @example const { data } = await listStore(client);
 */
export function listStore(
  client: Client,
  options: CallOptions = {},
): Promise<{ data: StoreItem[] }> {
  return client.request({ method: 'GET', path: '/store', ...options });
}

/**
 * `POST /store/{id}/buy`: pays in coins and takes effect, once per `key` (retry with the same
 * key after a lost answer). A highlight names the member's plan.
 * @example await buyStoreItem(client, item.id, { key: crypto.randomUUID(), activity: plan.id });
 */
export function buyStoreItem(
  client: Client,
  itemId: number,
  purchase: { key: string; activity?: number },
  options: CallOptions = {},
): Promise<Purchase> {
  return client.request({
    method: 'POST',
    path: `/store/${itemId}/buy`,
    body: purchase,
    ...options,
  });
}

/**
 * `GET /store/purchases`: the member's purchases, newest first.
 * @example const { data } = await listPurchases(client);
 */
export function listPurchases(
  client: Client,
  query: { page?: number; pageSize?: number } = {},
  options: CallOptions = {},
): Promise<{ data: Purchase[]; total: number; current_page: number; last_page: number }> {
  return client.request({ method: 'GET', path: '/store/purchases', query, ...options });
}

/**
 * `GET /user/{id}/badges`: the badges on someone's profile.
 * @example const { data } = await listUserBadges(client, user.id);
 */
export function listUserBadges(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<UserBadgeList> {
  return client.request({ method: 'GET', path: `/user/${userId}/badges`, ...options });
}

/** A store item as staff write it. */
export type StoreItemFields = {
  kind: StoreKind;
  name: string;
  description: string;
  price: number;
  badge?: string;
  active?: boolean;
};

/**
 * `GET /admin/store` (staff): the whole catalogue, items off sale too.
 * @example const { data } = await listStoreItems(client);
 */
export function listStoreItems(
  client: Client,
  options: CallOptions = {},
): Promise<{ data: StoreItem[] }> {
  return client.request({ method: 'GET', path: '/admin/store', ...options });
}

/**
 * `POST /admin/store` (staff): a new item.
 * @example await createStoreItem(client, { kind: 'boost', name: 'Impulso', description: '…', price: 20 });
 */
export function createStoreItem(
  client: Client,
  item: StoreItemFields,
  options: CallOptions = {},
): Promise<StoreItem> {
  return client.request({ method: 'POST', path: '/admin/store', body: item, ...options });
}

/**
 * `POST /admin/store/{id}` (staff): changes an item, or takes it off sale (`active: false`).
 * @example await updateStoreItem(client, item.id, { active: false });
 */
export function updateStoreItem(
  client: Client,
  itemId: number,
  changes: Partial<Omit<StoreItemFields, 'kind'>>,
  options: CallOptions = {},
): Promise<StoreItem> {
  return client.request({
    method: 'POST',
    path: `/admin/store/${itemId}`,
    body: changes,
    ...options,
  });
}
