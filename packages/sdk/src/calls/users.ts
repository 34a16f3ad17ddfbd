import type {
  MemberMatches,
  OwnUser,
  PublicUser,
  updateUserRequest,
  userListQuery,
} from '@app/contract/users';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery, ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/** The profile fields that can change: lists as `[{ id }]`, gender, city, social_state as ids. */
export type UpdateUserFields = ContractShape<typeof updateUserRequest>;
export type UserListQuery = ContractQuery<typeof userListQuery>;

/**
 * `GET /user/{id}`: a user; with contact data, roles and counters when it is oneself.
 * @example const user = await getUser(client, 7);
 */
export function getUser(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<OwnUser | PublicUser> {
  return client.request({ method: 'GET', path: `/user/${id}`, ...options });
}

/**
 * `POST /user/{id}`: updates one's own profile. Lists go as JSON text of `[{id}]`. A field left
 * out (or undefined) stays as it is; null empties lastname, gender, city or social_state. When
 * it is the signed-in user, the session's user is replaced by the answer.
 * @example
 * await updateUser(client, me.id, { firstname: 'Lucía', pets: [{ id: 12 }] });
 * await updateUser(client, me.id, { lastname: null }); // no last name any more
 */
export async function updateUser(
  client: Client,
  id: number,
  fields: UpdateUserFields,
  options: CallOptions = {},
): Promise<OwnUser> {
  const user = await client.request<OwnUser>({
    method: 'POST',
    path: `/user/${id}`,
    body: fields,
    ...options,
  });
  if (client.session.state.user?.id === id) client.session.update({ user });
  return user;
}

/**
 * `DELETE /user/{id}`: erases one's own account. When it is the signed-in user, the session
 * ends here too (user, tokens and saved token cleared).
 * @example await deleteUser(client, me.id);
 */
export async function deleteUser(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const answer = await client.request<MessageResponse>({
    method: 'DELETE',
    path: `/user/${id}`,
    ...options,
  });
  if (client.session.state.user?.id === id) {
    client.session.clear();
    await client.session.settled();
  }
  return answer;
}

/**
 * `GET /user` (paged): people, searched by name and filtered by interests, city or distance.
 * @example await listUsers(client, { page: 1, search: 'luc', filter: { city: 4521 } });
 */
export function listUsers(
  client: Client,
  query: UserListQuery = {},
  options: CallOptions = {},
): Promise<Paged<PublicUser>> {
  return client.request({ method: 'GET', path: '/user', query, ...options });
}

/**
 * `GET /admin/users` (staff): members whose name, e-mail or phone holds what was typed, or
 * with that number; twenty at most, and how many there are.
 * @example const { data } = await findMembers(client, 'lucia');
 */
export function findMembers(
  client: Client,
  q: string,
  options: CallOptions = {},
): Promise<MemberMatches> {
  return client.request({ method: 'GET', path: '/admin/users', query: { q }, ...options });
}
