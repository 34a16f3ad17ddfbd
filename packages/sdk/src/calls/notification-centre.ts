import type { NotificationItem, UnreadNotifications } from '@app/contract/notification-centre';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /notifications` (paged): the member's notifications, the latest first.
 * @example const { data } = await listNotifications(client, { page: 1 });
 */
export function listNotifications(
  client: Client,
  query: { page?: number; pageSize?: number } = {},
  options: CallOptions = {},
): Promise<Paged<NotificationItem>> {
  return client.request({ method: 'GET', path: '/notifications', query, ...options });
}

/**
 * `GET /notifications/unread`: how many are unread (the bell's count).
 * @example const { count } = await countUnreadNotifications(client);
 */
export function countUnreadNotifications(
  client: Client,
  options: CallOptions = {},
): Promise<UnreadNotifications> {
  return client.request({ method: 'GET', path: '/notifications/unread', ...options });
}

/**
 * `POST /notifications/read`: marks these read; answers how many are still unread.
 * @example await readNotifications(client, [item.id]);
 */
export function readNotifications(
  client: Client,
  ids: number[],
  options: CallOptions = {},
): Promise<UnreadNotifications> {
  return client.request({
    method: 'POST',
    path: '/notifications/read',
    body: { data: JSON.stringify(ids) },
    ...options,
  });
}

/**
 * `POST /notifications/read-all`: "Marcar todo como leído".
 * @example await readAllNotifications(client);
 */
export function readAllNotifications(
  client: Client,
  options: CallOptions = {},
): Promise<UnreadNotifications> {
  return client.request({ method: 'POST', path: '/notifications/read-all', ...options });
}
