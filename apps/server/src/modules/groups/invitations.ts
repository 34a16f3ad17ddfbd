import { GROUP_MESSAGES } from '@app/contract/groups';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import * as policy from './group.policy.js';
import { groupInvitations } from './groups.schema.js';
import { type GroupsContext } from './groups.context.js';

/** Members inviting their friends, and a block ending the pair's invitations. */
export function groupInvitationsOf(ctx: GroupsContext) {
  const { db, publisher, notices, blocks, friends, clock, memberIds, lock } = ctx;
  return {
    /**
     * Invites friends (only friends: 422; a blocked pair: 404). Members, and those already
     * invited, are left alone. Answers how many invitations went out.
     */
    async invite(actor: Actor, groupId: number, userIds: number[]): Promise<number> {
      const ids = [...new Set(userIds)].filter((id) => id !== actor.userId);
      // A blocked pair first: 404 as for nobody, before the 422 on friends.
      if ((await blocks.among(actor.userId, ids)).size > 0) throw notFound();
      const friendly = await friends.friendsAmong(actor.userId, ids);
      if (ids.some((id) => !friendly.has(id))) {
        throw validationError({ user_ids: [GROUP_MESSAGES.onlyFriends] });
      }
      return publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // Each invitation joins the pair: their turn with a block, 404 if blocked (0030).
          await blocks.guardPairsIn(tx, actor.userId, ids);
          const { ref } = await lock(tx, groupId, actor.userId);
          // The route's policy let the member through; their role may have changed since.
          if (!policy.canInvite(actor, ref)) throw conflict(GROUP_MESSAGES.roleChanged);
          if (ids.length === 0) return 0;
          const members = new Set(await memberIds(tx, groupId));
          const fresh = ids.filter((id) => !members.has(id));
          if (fresh.length === 0) return 0;
          const inserted = await tx
            .insert(groupInvitations)
            .values(
              fresh.map((userId) => ({
                groupId,
                userId,
                invitedBy: actor.userId,
                createdAt: clock?.(),
              })),
            )
            .onConflictDoNothing()
            .returning({ userId: groupInvitations.userId });
          const invited = inserted.map((row) => row.userId);
          await notices.addIn(
            tx,
            emit,
            invited.map((userId) => ({
              userId,
              kind: 'group_invitation' as const,
              actorId: actor.userId,
              groupId,
            })),
          );
          emit('group', invited, { group_id: groupId, change: 'invited' });
          return invited.length;
        }),
      );
    },

    /** Inside `tx`: the pair's pending invitations to each other's groups go (a block). */
    async removeInvitationsIn(tx: Db, a: number, b: number): Promise<void> {
      await tx
        .delete(groupInvitations)
        .where(
          or(
            and(eq(groupInvitations.userId, a), eq(groupInvitations.invitedBy, b)),
            and(eq(groupInvitations.userId, b), eq(groupInvitations.invitedBy, a)),
          ),
        );
    },
  };
}
