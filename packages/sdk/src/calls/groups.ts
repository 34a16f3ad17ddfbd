import type { Activity } from '@app/contract/activities';
import type { MessageResponse } from './responses.js';
import type {
  CreateGroupBody,
  Group,
  GroupChange,
  GroupInvitations,
  groupListQuery,
  GroupMembers,
  GroupRequests,
  UpdateGroupBody,
} from '@app/contract/groups';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { UploadFile } from '../http/form-data.js';
import type { CallOptions, UploadOptions } from './call-options.js';

/** `q` (by name), `city`, `page`, `pageSize` of the groups to discover. */
export type GroupListQuery = ContractQuery<typeof groupListQuery>;

/** A group's form as a form body: text fields, empty text for no description. */
const groupBody = (input: UpdateGroupBody) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.description !== undefined && { description: input.description ?? '' }),
  ...(input.visibility !== undefined && { visibility: input.visibility }),
  ...(input.city !== undefined && { city: String(input.city) }),
});

/**
 * `GET /groups`: the member's groups.
 * @example const { data } = await listMyGroups(client);
 */
export function listMyGroups(
  client: Client,
  options: CallOptions = {},
): Promise<{ data: Group[] }> {
  return client.request({ method: 'GET', path: '/groups', ...options });
}

/**
 * `GET /groups/discover`: groups to join, by name and city, the largest first.
 * @example const { data } = await discoverGroups(client, { q: 'pádel' });
 */
export function discoverGroups(
  client: Client,
  query: GroupListQuery = {},
  options: CallOptions = {},
): Promise<Paged<Group>> {
  return client.request({ method: 'GET', path: '/groups/discover', query, ...options });
}

/**
 * `GET /group-invitations`: the member's invitations to groups.
 * @example const { data } = await listGroupInvitations(client);
 */
export function listGroupInvitations(
  client: Client,
  options: CallOptions = {},
): Promise<GroupInvitations> {
  return client.request({ method: 'GET', path: '/group-invitations', ...options });
}

/**
 * `POST /group`: a new group, whose owner is the member.
 * @example const group = await createGroup(client, { name: 'Pádel', visibility: 'public' });
 */
export function createGroup(
  client: Client,
  input: CreateGroupBody,
  options: CallOptions = {},
): Promise<Group> {
  return client.request({ method: 'POST', path: '/group', body: groupBody(input), ...options });
}

/**
 * `GET /group/{id}`: a group, with the member's role and standing in it.
 * @example const group = await getGroup(client, 3);
 */
export function getGroup(client: Client, id: number, options: CallOptions = {}): Promise<Group> {
  return client.request({ method: 'GET', path: `/group/${id}`, ...options });
}

/**
 * `POST /group/{id}`: owners and admins change name, description, visibility or city.
 * @example await updateGroup(client, 3, { visibility: 'private' });
 */
export function updateGroup(
  client: Client,
  id: number,
  input: UpdateGroupBody,
  options: CallOptions = {},
): Promise<Group> {
  return client.request({
    method: 'POST',
    path: `/group/${id}`,
    body: groupBody(input),
    ...options,
  });
}

/**
 * `DELETE /group/{id}`: the owner deletes the group, its chat and its plans.
 * @example await deleteGroup(client, 3);
 */
export function deleteGroup(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/group/${id}`, ...options });
}

/**
 * `POST /group/{id}/picture`: uploads the group's picture (field `picture`).
 * @example await uploadGroupPicture(client, 3, file, { onProgress: setProgress });
 */
export function uploadGroupPicture(
  client: Client,
  id: number,
  picture: UploadFile,
  options: UploadOptions = {},
): Promise<Group> {
  return client.request({
    method: 'POST',
    path: `/group/${id}/picture`,
    body: { picture },
    ...options,
  });
}

/**
 * `DELETE /group/{id}/picture`: removes it.
 * @example await deleteGroupPicture(client, 3);
 */
export function deleteGroupPicture(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Group> {
  return client.request({ method: 'DELETE', path: `/group/${id}/picture`, ...options });
}

/**
 * `GET /group/{id}/picture`: the picture as a PNG Blob (404 without one).
 * @example img.src = URL.createObjectURL(await fetchGroupPicture(client, 3));
 */
export function fetchGroupPicture(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'GET',
    path: `/group/${id}/picture`,
    responseType: 'blob',
    ...options,
  });
}

/**
 * `GET /group/{id}/members`: owner, admins, then members; a blocked person's `user` is null.
 * @example const { data } = await listGroupMembers(client, 3);
 */
export function listGroupMembers(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<GroupMembers> {
  return client.request({ method: 'GET', path: `/group/${id}/members`, ...options });
}

/**
 * `GET /group/{id}/activities`: the group's plans still to start (members only).
 * @example const { data } = await listGroupActivities(client, 3);
 */
export function listGroupActivities(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<{ data: Activity[] }> {
  return client.request({ method: 'GET', path: `/group/${id}/activities`, ...options });
}

/**
 * `POST /group/{id}/join`: joins a public group or one that invited the member; asks to join a
 * private one.
 * @example const { message, group } = await joinGroup(client, 3);
 */
export function joinGroup(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<GroupChange> {
  return client.request({ method: 'POST', path: `/group/${id}/join`, ...options });
}

/**
 * `DELETE /group/{id}/join`: withdraws the member's request or declines their invitation.
 * @example await withdrawGroupJoin(client, 3);
 */
export function withdrawGroupJoin(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<GroupChange> {
  return client.request({ method: 'DELETE', path: `/group/${id}/join`, ...options });
}

/**
 * `POST /group/{id}/leave`: leaves the group and its chat (an owner hands over first: 422).
 * @example await leaveGroup(client, 3);
 */
export function leaveGroup(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<GroupChange> {
  return client.request({ method: 'POST', path: `/group/${id}/leave`, ...options });
}

/**
 * `GET /group/{id}/requests`: requests to join, for owners and admins.
 * @example const { data } = await listGroupRequests(client, 3);
 */
export function listGroupRequests(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<GroupRequests> {
  return client.request({ method: 'GET', path: `/group/${id}/requests`, ...options });
}

/**
 * `POST|DELETE /group/{id}/request/{userId}`: accepts or declines a request to join.
 * @example await answerGroupRequest(client, 3, 17, true);
 */
export function answerGroupRequest(
  client: Client,
  id: number,
  userId: number,
  accept: boolean,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: accept ? 'POST' : 'DELETE',
    path: `/group/${id}/request/${userId}`,
    ...options,
  });
}

/**
 * `POST /group/{id}/invite`: invites friends (`user_ids` as JSON text).
 * @example const { invited } = await inviteToGroup(client, 3, [17, 21]);
 */
export function inviteToGroup(
  client: Client,
  id: number,
  userIds: number[],
  options: CallOptions = {},
): Promise<{ message: string; invited: number }> {
  return client.request({
    method: 'POST',
    path: `/group/${id}/invite`,
    body: { user_ids: JSON.stringify(userIds) },
    ...options,
  });
}

/**
 * `POST /group/{id}/member/{userId}/role`: the owner names an admin or makes one a member.
 * @example await setGroupRole(client, 3, 17, 'admin');
 */
export function setGroupRole(
  client: Client,
  id: number,
  userId: number,
  role: 'admin' | 'member',
  options: CallOptions = {},
): Promise<GroupMembers> {
  return client.request({
    method: 'POST',
    path: `/group/${id}/member/${userId}/role`,
    body: { role },
    ...options,
  });
}

/**
 * `DELETE /group/{id}/member/{userId}`: removes someone (owner: anyone; admins: members).
 * @example await removeGroupMember(client, 3, 17);
 */
export function removeGroupMember(
  client: Client,
  id: number,
  userId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({ method: 'DELETE', path: `/group/${id}/member/${userId}`, ...options });
}

/**
 * `POST /group/{id}/owner`: the owner hands the group over and becomes an admin.
 * @example await handOverGroup(client, 3, 17);
 */
export function handOverGroup(
  client: Client,
  id: number,
  userId: number,
  options: CallOptions = {},
): Promise<GroupChange> {
  return client.request({
    method: 'POST',
    path: `/group/${id}/owner`,
    body: { user_id: String(userId) },
    ...options,
  });
}
