import { idParams } from '@app/contract/activities';
import { groupMemberParams } from '@app/contract/groups';
import type { FastifyRequest } from 'fastify';
import { authorize } from '../auth/authorize.js';
import { sessionOf } from '../auth/session.js';
import * as policy from './group.policy.js';
import type { GroupsService } from './groups.service.js';

/**
 * The `authorize` hooks of the groups' routes (groups.routes.ts, group-members.routes.ts):
 * each loads the group as its caller sees it (404 when hidden from them) and asks
 * group.policy (403 when it says no); the handler reads what it loaded with `.resource`.
 */
export function groupAuthorizers(groups: Pick<GroupsService, 'load' | 'roleOf'>) {
  const load = ({ id }: { id: number }, request: FastifyRequest) =>
    groups.load({ id }, sessionOf(request).userId);
  // Removing someone: the group and the role in it of the person to remove.
  const loadRemoval = async (
    { id, userId }: { id: number; userId: number },
    request: FastifyRequest,
  ) => ({
    group: await load({ id }, request),
    targetId: userId,
    targetRole: await groups.roleOf(id, userId),
  });
  return {
    viewer: authorize(idParams, load, policy.canView),
    memberList: authorize(idParams, load, policy.canSeeMembers),
    member: authorize(idParams, load, policy.canSeeActivities),
    manager: authorize(idParams, load, policy.canManage),
    inviter: authorize(idParams, load, policy.canInvite),
    owner: authorize(idParams, load, policy.canOwn),
    managerOf: authorize(groupMemberParams, load, policy.canManage),
    ownerOf: authorize(groupMemberParams, load, policy.canOwn),
    remover: authorize(groupMemberParams, loadRemoval, policy.canRemoveMember),
  };
}
