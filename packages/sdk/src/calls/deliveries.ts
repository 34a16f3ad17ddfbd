import type { FailedDelivery, failedDeliveriesQuery } from '@app/contract/deliveries';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /admin/deliveries/failed` (staff, paged): e-mails and SMS the delivery queue gave up on
 * after every retry, latest first.
 * @example const { data } = await listFailedDeliveries(client, { page: 1 });
 */
export function listFailedDeliveries(
  client: Client,
  query: ContractQuery<typeof failedDeliveriesQuery> = {},
  options: CallOptions = {},
): Promise<Paged<FailedDelivery>> {
  return client.request({ method: 'GET', path: '/admin/deliveries/failed', query, ...options });
}
