import type { Petition, createPetitionRequest, petitionListQuery } from '@app/contract/activities';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery, ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/** `petition_type_option_id` (the option tagged petitions_types-match), `to_user_id`, `activity`. */
export type SendPetitionFields = ContractShape<typeof createPetitionRequest>;
export type PetitionListQuery = Omit<ContractQuery<typeof petitionListQuery>, 'by'>;

/**
 * `POST /petition`: asks to join an activity (a match request to its host).
 * @example
 * await sendPetition(client, {
 *   petition_type_option_id: matchOption(reference).id, to_user_id: host.id, activity: 12,
 * });
 */
export function sendPetition(
  client: Client,
  fields: SendPetitionFields,
  options: CallOptions = {},
): Promise<Petition> {
  return client.request({ method: 'POST', path: '/petition', body: fields, ...options });
}

/**
 * `POST /petition/{id}`: the host answers: accepting sends readed=1, acepted=1; declining
 * sends readed=1, acepted=0. The answered petition goes through the petition reducer here
 * (it leaves the pending list and matchesCount drops), since the server tells only its sender.
 * @example await answerPetition(client, petition.id, true);
 */
export async function answerPetition(
  client: Client,
  id: number,
  accept: boolean,
  options: CallOptions = {},
): Promise<Petition> {
  const answered = await client.request<Petition>({
    method: 'POST',
    path: `/petition/${id}`,
    body: { readed: true, acepted: accept },
    ...options,
  });
  client.notifications.dispatch({ kind: 'petition-petitions_types-match-me', payload: answered });
  return answered;
}

/**
 * `DELETE /petition/{id}`: its sender withdraws a petition.
 * @example await deletePetition(client, petition.id);
 */
export function deletePetition(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/petition/${id}`, ...options });
}

/**
 * `GET /petition?by=to_me` (paged): the petitions to me still pending.
 * @example const { data } = await listPetitionsToMe(client, { page: 1 });
 */
export function listPetitionsToMe(
  client: Client,
  query: PetitionListQuery = {},
  options: CallOptions = {},
): Promise<Paged<Petition>> {
  return client.request({
    method: 'GET',
    path: '/petition',
    query: { ...query, by: 'to_me' },
    ...options,
  });
}
