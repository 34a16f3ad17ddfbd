import type { GroupRole, GroupVisibility } from '@app/contract/groups';
import type { Actor } from '../auth/actor.js';

/** A group as its rules see it: how it is joined, and the role of the member asking. */
export type GroupRef = { id: number; visibility: GroupVisibility; role: GroupRole | null };

const ranks: Record<GroupRole, number> = { owner: 3, admin: 2, member: 1 };
const atLeast = (group: GroupRef, role: GroupRole) =>
  group.role !== null && ranks[group.role] >= ranks[role];

/** Any signed-in member sees a group's card (name, description, picture, size). */
export const canView = (actor: Actor | null, _group: GroupRef): boolean => actor !== null;

/** Members read the member list and the group's activities; a public group shows its list. */
export const canSeeMembers = (actor: Actor | null, group: GroupRef): boolean =>
  actor !== null && (group.role !== null || group.visibility === 'public');

/** Only members see the group's activities (decision 0026). */
export const canSeeActivities = (actor: Actor | null, group: GroupRef): boolean =>
  actor !== null && group.role !== null;

/** Owners and admins edit the group and answer requests to join. */
export const canManage = (actor: Actor | null, group: GroupRef): boolean =>
  actor !== null && atLeast(group, 'admin');

/** Any member invites friends to a public group; owners and admins to a private one. */
export const canInvite = (actor: Actor | null, group: GroupRef): boolean =>
  actor !== null && (group.visibility === 'public' ? group.role !== null : atLeast(group, 'admin'));

/** Owners remove anyone but themselves; admins, plain members. */
export const canRemove = (actor: Actor | null, group: GroupRef, targetRole: GroupRole): boolean =>
  actor !== null &&
  targetRole !== 'owner' &&
  (group.role === 'owner' || (group.role === 'admin' && targetRole === 'member'));

/**
 * Removing someone, as the route knows them: never oneself (that is leaving) nor the owner;
 * someone who is not in the group goes through to a 404 for a member of it.
 */
export const canRemoveMember = (
  actor: Actor | null,
  {
    group,
    targetId,
    targetRole,
  }: { group: GroupRef; targetId: number; targetRole: GroupRole | null },
): boolean =>
  targetRole === null
    ? canSeeActivities(actor, group)
    : actor !== null && actor.userId !== targetId && canRemove(actor, group, targetRole);

/** Only the owner names admins, hands the group over, or deletes it. */
export const canOwn = (actor: Actor | null, group: GroupRef): boolean =>
  actor !== null && group.role === 'owner';
