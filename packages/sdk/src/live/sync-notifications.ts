import { PAGE_SIZE_MAX } from '@app/contract/constants';
import type { CallOptions } from '../calls/call-options.js';
import { getMessageNotifications } from '../calls/messages.js';
import { listPetitionsToMe } from '../calls/petitions.js';
import type { Client } from '../client.js';

/**
 * Loads the pending petitions to me (`GET /petition?by=to_me`, the newest page of up to 100)
 * and my unread messages (`GET /notification/message`) into `client.notifications`, counts
 * included. Live delivery may miss events while a connection is down; call this after signing
 * in and after reconnecting so the lists match the server again.
 * @example
 * await comeback(client);
 * await syncNotifications(client);
 */
export async function syncNotifications(client: Client, options: CallOptions = {}): Promise<void> {
  const [petitions, messages] = await Promise.all([
    listPetitionsToMe(client, { page: 1, pageSize: PAGE_SIZE_MAX }, options),
    getMessageNotifications(client, options),
  ]);
  client.notifications.reset({
    petitions: petitions.data,
    matchesCount: petitions.total,
    messages,
    messagesCount: messages.length,
  });
}
