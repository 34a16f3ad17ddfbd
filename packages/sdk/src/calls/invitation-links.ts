import type {
  CreateInvitationLinkBody,
  InvitationLink,
  InvitationLinkPreview,
  InvitationLinkUse,
} from '@app/contract/invitation-links';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/** What a link is for: a plan (its host makes it) or a group (its owner or admins). */
export type InvitationLinkTarget = { activity: number } | { group: number };

const pathOf = (target: InvitationLinkTarget) =>
  'activity' in target
    ? `/activity/${target.activity}/invitation-links`
    : `/group/${target.group}/invitation-links`;

/**
 * `POST /activity/{id}/invitation-links` or `POST /group/{id}/invitation-links`: a link that
 * lets whoever opens it ask for a place (`mode: 'ask'`, the default) or join at once
 * (`'join'`), for `expires_in_days` (7) and `max_uses` uses (no limit by default). Share its
 * `url`.
 * @example const { url } = await createInvitationLink(client, { activity: 7 }, { mode: 'join', max_uses: 5 });
 */
export function createInvitationLink(
  client: Client,
  target: InvitationLinkTarget,
  input: CreateInvitationLinkBody = {},
  options: CallOptions = {},
): Promise<InvitationLink> {
  return client.request({ method: 'POST', path: pathOf(target), body: input, ...options });
}

/**
 * `GET /activity/{id}/invitation-links` or `GET /group/{id}/invitation-links`: the plan's or
 * the group's links, the latest first, each with its `status` and `uses`.
 * @example const active = (await listInvitationLinks(client, { group: 3 })).filter((link) => link.status === 'active');
 */
export async function listInvitationLinks(
  client: Client,
  target: InvitationLinkTarget,
  options: CallOptions = {},
): Promise<InvitationLink[]> {
  const page = await client.request<{ data: InvitationLink[] }>({
    method: 'GET',
    path: pathOf(target),
    ...options,
  });
  return page.data;
}

/**
 * `GET /invitation-links/{token}`: what a link opens (the plan or the group, who invites, and
 * whether the member is already in). An ended link is an ApiError of status 410 whose message
 * says why.
 * @example const { activity, standing } = await getInvitationLink(client, token);
 */
export function getInvitationLink(
  client: Client,
  token: string,
  options: CallOptions = {},
): Promise<InvitationLinkPreview> {
  return client.request({
    method: 'GET',
    path: `/invitation-links/${encodeURIComponent(token)}`,
    ...options,
  });
}

/**
 * `POST /invitation-links/{token}/use`: asks for a place, or joins, as the link says.
 * @example const { joined, activity_id } = await acceptInvitationLink(client, token);
 */
export function acceptInvitationLink(
  client: Client,
  token: string,
  options: CallOptions = {},
): Promise<InvitationLinkUse> {
  return client.request({
    method: 'POST',
    path: `/invitation-links/${encodeURIComponent(token)}/use`,
    ...options,
  });
}

/**
 * `DELETE /invitation-links/{token}`: revokes a link; from then on it answers 410.
 * @example await revokeInvitationLink(client, link.token);
 */
export async function revokeInvitationLink(
  client: Client,
  token: string,
  options: CallOptions = {},
): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: `/invitation-links/${encodeURIComponent(token)}`,
    ...options,
  });
}
