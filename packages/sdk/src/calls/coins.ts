import type { CoinEntry, CoinHistory } from '@app/contract/coins';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

type PageQuery = { page?: number; pageSize?: number };

/** A staff adjustment: coins in (positive) or out (negative), why, and its idempotency key. */
export type CoinAdjustment = { amount: number; note: string; key: string };

/**
 * `GET /coins`: the member's balance and their movements, newest first.
 * @example const { balance, data } = await listCoins(client);
 */
export function listCoins(
  client: Client,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<CoinHistory> {
  return client.request({ method: 'GET', path: '/coins', query, ...options });
}

/**
 * `GET /admin/users/{id}/coins` (staff): a member's balance and movements.
 * @example const { balance } = await listMemberCoins(client, 42);
 */
export function listMemberCoins(
  client: Client,
  userId: number,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<CoinHistory> {
  return client.request({ method: 'GET', path: `/admin/users/${userId}/coins`, query, ...options });
}

/**
 * `POST /admin/users/{id}/coins` (staff): adds or takes coins, with why. Retrying with the same
 * `key` makes the same movement once.
 * @example await adjustMemberCoins(client, 42, { amount: 50, note: 'Compensación', key: crypto.randomUUID() });
 */
export function adjustMemberCoins(
  client: Client,
  userId: number,
  adjustment: CoinAdjustment,
  options: CallOptions = {},
): Promise<CoinEntry> {
  return client.request({
    method: 'POST',
    path: `/admin/users/${userId}/coins`,
    body: adjustment,
    ...options,
  });
}
