import { GROUP_MESSAGES, type Group } from '@app/contract/groups';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import * as policy from './group.policy.js';
import { groupMembers, groups } from './groups.schema.js';
import { pictureFile, type GroupsContext } from './groups.context.js';
import type { GroupQueries } from './groups.queries.js';

/**
 * Roles: admins named by the owner, the group handed over, and an erased owner's groups
 * passed on (each under the group's lock, so a group always has its one owner).
 */
export function groupRoles(ctx: GroupsContext, members: GroupQueries['members']) {
  const { db, publisher, conversations, storage, memberOf, roleIn, memberIds, lock, viewAfter } =
    ctx;
  return {
    /** The owner makes a member an admin, or an admin a member again. */
    async setRole(actor: Actor, groupId: number, userId: number, role: 'admin' | 'member') {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { ref } = await lock(tx, groupId, actor.userId);
          // The route's policy let the owner through; the group may have changed hands since.
          if (!policy.canOwn(actor, ref)) throw conflict(GROUP_MESSAGES.roleChanged);
          const current = await roleIn(tx, groupId, userId);
          if (!current) throw notFound(GROUP_MESSAGES.notMember);
          if (current === 'owner') throw validationError({ role: [GROUP_MESSAGES.ownerRole] });
          await tx.update(groupMembers).set({ role }).where(memberOf(groupId, userId));
          emit('group', await memberIds(tx, groupId), { group_id: groupId, change: 'role' });
        }),
      );
      return members(actor.userId, groupId);
    },

    /**
     * The owner hands the group over to a member, and becomes an admin. Under the group's
     * lock: a racing leave of the new owner either happened first (404 here) or finds them
     * owner (422 there).
     */
    async handOver(actor: Actor, groupId: number, userId: number): Promise<Group> {
      const row = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          // The route's policy let the owner through; the group may have changed hands since.
          if (!policy.canOwn(actor, ref)) throw conflict(GROUP_MESSAGES.roleChanged);
          if (userId === actor.userId) return row;
          const target = await roleIn(tx, groupId, userId);
          if (!target) throw notFound(GROUP_MESSAGES.notMember);
          await tx
            .update(groupMembers)
            .set({ role: 'admin' })
            .where(memberOf(groupId, actor.userId));
          await tx.update(groupMembers).set({ role: 'owner' }).where(memberOf(groupId, userId));
          emit('group', await memberIds(tx, groupId), { group_id: groupId, change: 'role' });
          return row;
        }),
      );
      // The new owner may have deleted it since: the group as the hand-over left it.
      return viewAfter(row, actor.userId);
    },

    /**
     * An owner's account is being erased (inside its transaction): each group they own passes
     * to its longest-standing admin, else its longest-standing member, as a hand-over would;
     * a group with nobody else goes with its chat and activities. Without this the erasure's
     * cascade left groups with no owner, which nobody could manage or delete. The pictures of
     * the groups that went are removed once the erasure has committed (what it returns).
     */
    async succeedErasedOwner(userId: number, tx: Db): Promise<() => Promise<void>> {
      const gone: number[] = [];
      const candidates = await tx
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'owner')))
        .orderBy(asc(groupMembers.groupId));
      for (const { id } of candidates) {
        // The group's row first, as leaving, removing and handing over lock it (`lock`), then
        // the roles afresh: locking the member rows first deadlocked with a hand-over, which
        // holds the group's row and then changes the roles.
        const [group] = await tx
          .select({ id: groups.id, conversationId: groups.conversationId })
          .from(groups)
          .where(eq(groups.id, id))
          .for('update');
        if (!group || (await roleIn(tx, id, userId)) !== 'owner') continue;
        const [successor] = await tx
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.groupId, group.id), sql`${groupMembers.userId} <> ${userId}`))
          .orderBy(
            sql`case ${groupMembers.role} when 'admin' then 0 else 1 end`,
            asc(groupMembers.joinedAt),
            asc(groupMembers.userId),
          )
          .limit(1);
        // The erased owner's place goes first: the group holds one owner at a time.
        await tx.delete(groupMembers).where(memberOf(group.id, userId));
        if (successor) {
          await tx
            .update(groupMembers)
            .set({ role: 'owner' })
            .where(memberOf(group.id, successor.userId));
        } else {
          await tx.delete(groups).where(eq(groups.id, group.id));
          await conversations.removeIn(tx, group.conversationId);
          gone.push(group.id);
        }
      }
      return async () => {
        for (const groupId of gone) await storage.remove(pictureFile(groupId));
      };
    },
  };
}
