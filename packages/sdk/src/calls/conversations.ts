import type {
  Conversation,
  ConversationMessage,
  ConversationRead,
  conversationListQuery,
  UnreadConversationMessages,
} from '@app/contract/conversations';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import { newClientId, type MessageListQuery } from './messages.js';
import type { MessageResponse } from './responses.js';

/** `page` and `pageSize` of the member's conversations. */
export type ConversationListQuery = ContractQuery<typeof conversationListQuery>;

/**
 * `GET /conversations`: the member's private conversations and group chats, the latest
 * message first, each with its last message and the member's unread count.
 * @example const { data } = await listConversations(client, { pageSize: 30 });
 */
export function listConversations(
  client: Client,
  query: ConversationListQuery = {},
  options: CallOptions = {},
): Promise<Paged<Conversation>> {
  return client.request({ method: 'GET', path: '/conversations', query, ...options });
}

/**
 * `GET /conversations/unread`: how many conversation messages the member has not read (the
 * user's `messagesCount` counts the activity chats').
 * @example const { count } = await countUnreadConversationMessages(client);
 */
export function countUnreadConversationMessages(
  client: Client,
  options: CallOptions = {},
): Promise<UnreadConversationMessages> {
  return client.request({ method: 'GET', path: '/conversations/unread', ...options });
}

/**
 * `POST /user/{id}/conversation`: opens the private conversation with a friend (or with whom a
 * wish joined), or finds the one there is. 403 with the reason otherwise.
 * @example const { id } = await openConversation(client, friend.id);
 */
export function openConversation(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<Conversation> {
  return client.request({ method: 'POST', path: `/user/${userId}/conversation`, ...options });
}

/**
 * `GET /conversation/{id}`: one of the member's conversations.
 * @example const conversation = await getConversation(client, 8);
 */
export function getConversation(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Conversation> {
  return client.request({ method: 'GET', path: `/conversation/${id}`, ...options });
}

/**
 * `GET /conversation/{id}/message` (paged), in send order; `after`, `before` and `order` as in
 * the activity chat.
 * @example await listConversationMessages(client, 8, { after: lastSeen.id });
 */
export function listConversationMessages(
  client: Client,
  id: number,
  query: MessageListQuery = {},
  options: CallOptions = {},
): Promise<Paged<ConversationMessage>> {
  return client.request({ method: 'GET', path: `/conversation/${id}/message`, query, ...options });
}

/**
 * `POST /conversation/{id}/message`: sends with a client id (a new one unless given: pass the
 * same one to retry, and the server stores it once).
 * @example await sendConversationMessage(client, 8, '¿Quedamos a las diez?');
 */
export function sendConversationMessage(
  client: Client,
  id: number,
  message: string,
  { clientId = newClientId(), ...options }: CallOptions & { clientId?: string } = {},
): Promise<ConversationMessage> {
  return client.request({
    method: 'POST',
    path: `/conversation/${id}/message`,
    body: { message, client_id: clientId },
    ...options,
  });
}

/**
 * `POST /conversation/{id}/read`: everything up to this message is read (the cursor never
 * moves back).
 * @example const { read_seq } = await markConversationRead(client, 8, newest.id);
 */
export function markConversationRead(
  client: Client,
  id: number,
  messageId: number,
  options: CallOptions = {},
): Promise<ConversationRead> {
  return client.request({
    method: 'POST',
    path: `/conversation/${id}/read`,
    body: { message_id: String(messageId) },
    ...options,
  });
}

/**
 * `DELETE /conversation/{id}/message/{messageId}`: its author deletes a message.
 * @example await deleteConversationMessage(client, 8, 41);
 */
export function deleteConversationMessage(
  client: Client,
  id: number,
  messageId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'DELETE',
    path: `/conversation/${id}/message/${messageId}`,
    ...options,
  });
}
