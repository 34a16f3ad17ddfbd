import type {
  HelpMessage,
  HelpRequest,
  StaffHelpMessage,
  helpListQuery,
  staffHelpListQuery,
} from '@app/contract/help';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/**
 * `POST /help`: writes to the team from "Ayuda" (a topic and the member's words); staff read
 * it in their queue and answer by e-mail or phone.
 * @example await sendHelpMessage(client, { topic: 'payments', message: '¿Cómo cancelo Premium?' });
 */
export function sendHelpMessage(
  client: Client,
  fields: HelpRequest,
  options: CallOptions = {},
): Promise<HelpMessage> {
  return client.request({ method: 'POST', path: '/help', body: fields, ...options });
}

/**
 * `GET /help` (paged): the member's own messages to the team, newest first, with whether
 * each was handled.
 * @example const { data } = await listHelpMessages(client);
 */
export function listHelpMessages(
  client: Client,
  query: ContractQuery<typeof helpListQuery> = {},
  options: CallOptions = {},
): Promise<Paged<HelpMessage>> {
  return client.request({ method: 'GET', path: '/help', query, ...options });
}

/**
 * `GET /admin/help` (staff, paged): the messages waiting, oldest first, or those handled,
 * each with its author's e-mail or phone.
 * @example const { data } = await listStaffHelpMessages(client, { status: 'open' });
 */
export function listStaffHelpMessages(
  client: Client,
  query: ContractQuery<typeof staffHelpListQuery> = {},
  options: CallOptions = {},
): Promise<Paged<StaffHelpMessage>> {
  return client.request({ method: 'GET', path: '/admin/help', query, ...options });
}

/**
 * `POST /admin/help/{id}` (staff): marks a message handled, or waiting again.
 * @example await setHelpMessageHandled(client, message.id, true);
 */
export function setHelpMessageHandled(
  client: Client,
  id: number,
  handled: boolean,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'POST',
    path: `/admin/help/${id}`,
    body: { handled },
    ...options,
  });
}
