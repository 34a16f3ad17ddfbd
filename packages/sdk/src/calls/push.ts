import type { PushKey, PushSubscriptionView, pushSubscriptionRequest } from '@app/contract/push';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/** A browser's subscription as `PushSubscription.toJSON()` has it (its expiry is not sent). */
export type PushSubscriptionFields = ContractShape<typeof pushSubscriptionRequest>;

/**
 * `GET /push/key`: the server's VAPID public key, the `applicationServerKey` a browser
 * subscribes with (`pushManager.subscribe`).
 * @example const { publicKey } = await getPushKey(client);
 */
export function getPushKey(client: Client, options: CallOptions = {}): Promise<PushKey> {
  return client.request({ method: 'GET', path: '/push/key', ...options });
}

/**
 * `POST /push/subscription`: saves this browser's subscription for the signed-in member and
 * session; the same endpoint again updates it. Answers its id, to take it back later.
 * @example
 * const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
 * const { endpoint, keys } = subscription.toJSON();
 * const saved = await savePushSubscription(client, { endpoint, keys });
 */
export function savePushSubscription(
  client: Client,
  subscription: PushSubscriptionFields,
  options: CallOptions = {},
): Promise<PushSubscriptionView> {
  return client.request({
    method: 'POST',
    path: '/push/subscription',
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
    ...options,
  });
}

/**
 * `DELETE /push/subscription/{id}`: this browser hears no more pushes (its owner only).
 * @example await deletePushSubscription(client, saved.id);
 */
export function deletePushSubscription(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/push/subscription/${id}`, ...options });
}
