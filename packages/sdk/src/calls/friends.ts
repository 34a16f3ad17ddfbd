import type { Petition } from '@app/contract/activities';
import type {
  FriendRequests,
  Friendship,
  FriendshipChange,
  FriendsList,
  Invitations,
  InviteResult,
  SentInvites,
} from '@app/contract/friends';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/**
 * `GET /friends`: the member's friends, by name.
 * @example const { data } = await listFriends(client);
 */
export function listFriends(client: Client, options: CallOptions = {}): Promise<FriendsList> {
  return client.request({ method: 'GET', path: '/friends', ...options });
}

/**
 * `GET /friends/requests`: requests waiting on the member (`received`) and theirs (`sent`).
 * @example const { received } = await listFriendRequests(client);
 */
export function listFriendRequests(
  client: Client,
  options: CallOptions = {},
): Promise<FriendRequests> {
  return client.request({ method: 'GET', path: '/friends/requests', ...options });
}

/**
 * `GET /user/{id}/friend`: how the member stands with someone ('none', 'sent', 'received',
 * 'friends').
 * @example const { status } = await getFriendship(client, user.id);
 */
export function getFriendship(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<Friendship> {
  return client.request({ method: 'GET', path: `/user/${userId}/friend`, ...options });
}

/**
 * `POST /user/{id}/friend`: asks someone to be friends, or accepts their request when they
 * asked first (two requests crossing make one friendship).
 * @example const { status, message } = await requestFriendship(client, user.id);
 */
export function requestFriendship(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<FriendshipChange> {
  return client.request({ method: 'POST', path: `/user/${userId}/friend`, ...options });
}

/**
 * `DELETE /user/{id}/friend`: cancels one's request, declines theirs, or ends the friendship.
 * @example await removeFriendship(client, user.id);
 */
export function removeFriendship(
  client: Client,
  userId: number,
  options: CallOptions = {},
): Promise<FriendshipChange> {
  return client.request({ method: 'DELETE', path: `/user/${userId}/friend`, ...options });
}

/**
 * `POST /activity/{id}/invite`: the host invites friends to their activity; those who already
 * asked, joined or were invited are left as they are.
 * @example const { invited } = await inviteFriends(client, activity.id, [friend.id]);
 */
export function inviteFriends(
  client: Client,
  activityId: number,
  userIds: number[],
  options: CallOptions = {},
): Promise<InviteResult> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/invite`,
    body: { user_ids: JSON.stringify(userIds) },
    ...options,
  });
}

/**
 * `GET /activity/{id}/invites`: whom the host invited who has not answered yet.
 * @example const { data } = await listActivityInvites(client, activity.id);
 */
export function listActivityInvites(
  client: Client,
  activityId: number,
  options: CallOptions = {},
): Promise<SentInvites> {
  return client.request({ method: 'GET', path: `/activity/${activityId}/invites`, ...options });
}

/**
 * `GET /invitations`: the member's invitations to plans that have not started.
 * @example const { data } = await listInvitations(client);
 */
export function listInvitations(client: Client, options: CallOptions = {}): Promise<Invitations> {
  return client.request({ method: 'GET', path: '/invitations', ...options });
}

/**
 * `POST /activity/{id}/invitation`: accepts an invitation; the answer is the request, already
 * accepted (a place and the chat). 409 when the plan filled up or started.
 * @example const petition = await acceptInvitation(client, activity.id);
 */
export function acceptInvitation(
  client: Client,
  activityId: number,
  options: CallOptions = {},
): Promise<Petition> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/invitation`,
    ...options,
  });
}

/**
 * `DELETE /activity/{id}/invitation`: declines an invitation; the host is not told.
 * @example await declineInvitation(client, activity.id);
 */
export function declineInvitation(
  client: Client,
  activityId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'DELETE',
    path: `/activity/${activityId}/invitation`,
    ...options,
  });
}
