import type { Db } from '../../db/database.js';
import { groupLifecycle } from './group-lifecycle.js';
import { groupsContext, type GroupsDependencies } from './groups.context.js';
import { groupQueries } from './groups.queries.js';
import { groupInvitationsOf } from './invitations.js';
import { groupMembership } from './membership.js';
import { groupRoles } from './roles.js';

export type { LoadedGroup } from './groups.context.js';

/**
 * Groups (decision 0026): the group, its members and roles, requests to join a private one,
 * members' invitations of friends, and the group's chat (a conversation kept in step with the
 * members). One file per use case over a shared context (groups.context.ts); every change of
 * members or roles locks the group's row first, so two racing changes never leave it without
 * its one owner. Other modules read through the queries (groups.queries.ts).
 */
export function createGroupsService(db: Db, deps: GroupsDependencies) {
  const context = groupsContext(db, deps);
  const queries = groupQueries(context);
  return {
    ...queries,
    ...groupLifecycle(context),
    ...groupMembership(context),
    ...groupInvitationsOf(context),
    ...groupRoles(context, queries.members),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
