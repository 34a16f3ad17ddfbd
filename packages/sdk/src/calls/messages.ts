import type {
  ChatSummary,
  chatListQuery,
  Message,
  messageListQuery,
} from '@app/contract/activities';
import type { ChannelPayloads } from '@app/contract/channels';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/**
 * `page`, `pageSize`; `after` or `before` (a message id) to fetch only what came later or
 * earlier; `order: 'desc'` for the newest first.
 */
export type MessageListQuery = ContractQuery<typeof messageListQuery>;

/** The ids that are now read: the same shape as the read event. */
export type ReadMessagesResponse = ChannelPayloads['activity-message-read'];

/** Where a chat lives: the host writes through the activity, a matched user through the match. */
export type ChatPath = { activity: number } | { match: number };

const base = (chat: ChatPath) =>
  'activity' in chat ? `/activity/${chat.activity}` : `/match/${chat.match}`;

/**
 * A client id for a send, so that a retry stores nothing twice.
 * @example newClientId() // '1f0c…'
 */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `POST /activity/{id}/message` (host) or `POST /match/{id}/message` (matched user): sends a
 * message with a client id (a new one unless given: pass the same one to retry).
 * @example await sendMessage(client, { activity: 12 }, 'Llego en 5 minutos');
 */
export function sendMessage(
  client: Client,
  chat: ChatPath,
  message: string,
  options: CallOptions & { clientId?: string } = {},
): Promise<Message> {
  const { clientId = newClientId(), ...rest } = options;
  return client.request({
    method: 'POST',
    path: `${base(chat)}/message`,
    body: { message, client_id: clientId },
    ...rest,
  });
}

/**
 * `GET /activity/{id}/message` or `GET /match/{id}/message` (paged), in send order; `after`
 * fetches only what came after a message id (after a reconnection, say); `before` with
 * `order: 'desc'` walks the history backwards from the newest.
 * @example await listMessages(client, { match: 5 }, { after: lastSeen.id });
 * @example await listMessages(client, { activity: 12 }, { order: 'desc', before: oldest.id });
 */
export function listMessages(
  client: Client,
  chat: ChatPath,
  query: MessageListQuery = {},
  options: CallOptions = {},
): Promise<Paged<Message>> {
  return client.request({ method: 'GET', path: `${base(chat)}/message`, query, ...options });
}

/**
 * `POST /activity/{id}/message/readed`: marks messages read; `data` goes as the JSON text of
 * the list of ids. The ids the server marked go through the read reducer here at once (the
 * read event that follows changes nothing more).
 * @example await markMessagesRead(client, 12, [40, 41]);
 */
export async function markMessagesRead(
  client: Client,
  activityId: number,
  ids: number[],
  options: CallOptions = {},
): Promise<ReadMessagesResponse> {
  const read = await client.request<ReadMessagesResponse>({
    method: 'POST',
    path: `/activity/${activityId}/message/readed`,
    body: { data: JSON.stringify(ids) },
    ...options,
  });
  client.notifications.dispatch({ kind: 'activity-message-read', payload: read });
  return read;
}

/**
 * `DELETE /activity/{id}/message/{messageId}`: its sender deletes a message.
 * @example await deleteMessage(client, 12, 41);
 */
export function deleteMessage(
  client: Client,
  activityId: number,
  messageId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'DELETE',
    path: `/activity/${activityId}/message/${messageId}`,
    ...options,
  });
}

/**
 * `GET /notification/message`: my unread messages.
 * @example const unread = await getMessageNotifications(client);
 */
export function getMessageNotifications(
  client: Client,
  options: CallOptions = {},
): Promise<Message[]> {
  return client.request({ method: 'GET', path: '/notification/message', ...options });
}

/** `page` and `pageSize` of the member's chats. */
export type ChatListQuery = ContractQuery<typeof chatListQuery>;

/**
 * `GET /chat`: my chats, one per activity I host or joined, the most recent conversation
 * first, each with its last message and my unread count.
 * @example const { data } = await listChats(client, { pageSize: 30 });
 */
export function listChats(
  client: Client,
  query: ChatListQuery = {},
  options: CallOptions = {},
): Promise<Paged<ChatSummary>> {
  return client.request({ method: 'GET', path: '/chat', query, ...options });
}
