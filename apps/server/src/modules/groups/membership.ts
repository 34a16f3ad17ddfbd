import { GROUP_MESSAGES, type Group } from '@app/contract/groups';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import * as policy from './group.policy.js';
import { groupInvitations, groupMembers, groupRequests } from './groups.schema.js';
import { type GroupRow, type GroupsContext } from './groups.context.js';

/**
 * Joining by an invitation link (issue 38), as its module hands it over: the pair's turn is
 * taken first (decision 0030), and a use is counted, inside the joining transaction, only when
 * someone joins or asks; `admits` lets them in at once, as an invitation would.
 */
export type ByLink = {
  admits: boolean;
  guardIn: (tx: Db) => Promise<void>;
  useIn: (tx: Db) => Promise<void>;
};

/**
 * Who is in a group: joining (at once, by an invitation, or by a request a manager answers),
 * withdrawing, leaving and being removed.
 */
export function groupMembership(ctx: GroupsContext) {
  const {
    db,
    publisher,
    notices,
    blocks,
    clock,
    roleIn,
    lock,
    viewOf,
    viewAfter,
    admitIn,
    dropIn,
  } = ctx;
  return {
    /**
     * Joining: an invitation accepted or a public group joins at once; a private one records
     * a request its owner and admins hear of. Repeating changes nothing.
     */
    async join(
      actor: Actor,
      groupId: number,
      link?: ByLink,
    ): Promise<{ message: string; group: Group; joined: boolean }> {
      const { message, joined, row } = await publisher.afterCommit<{
        message: string;
        joined: boolean;
        /** The row a change was made to; none when nothing changed. */
        row?: GroupRow;
      }>((emit) =>
        db.transaction(async (tx) => {
          await link?.guardIn(tx);
          const { row, ref } = await lock(tx, groupId, actor.userId);
          // Nothing changes: the group as it is now (a 404 if it has gone meanwhile).
          if (ref.role) return { message: 'Ya eres miembro del grupo.', joined: true };
          const [invitation] = await tx
            .select()
            .from(groupInvitations)
            .where(
              and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, actor.userId)),
            );
          if (invitation || row.visibility === 'public' || link?.admits) {
            // A link's use counts only when it lets someone in (an invitation needs none).
            if (link && !invitation) await link.useIn(tx);
            await admitIn(tx, emit, row, actor.userId, 'member');
            return { message: `Te has unido a ${row.name}.`, joined: true, row };
          }
          const [inserted] = await tx
            .insert(groupRequests)
            .values({ groupId, userId: actor.userId, createdAt: clock?.() })
            .onConflictDoNothing()
            .returning();
          if (!inserted) return { message: 'Tu solicitud ya está enviada.', joined: false };
          await link?.useIn(tx);
          // Inside the transaction (PGlite's one connection): blocked pairs left out in SQL.
          const managers = await tx
            .select({ userId: groupMembers.userId })
            .from(groupMembers)
            .where(
              and(
                eq(groupMembers.groupId, groupId),
                inArray(groupMembers.role, ['owner', 'admin']),
                blocks.notBlockedWith(actor.userId, groupMembers.userId),
              ),
            );
          const told = managers.map((m) => m.userId);
          await notices.addIn(
            tx,
            emit,
            told.map((userId) => ({
              userId,
              kind: 'group_request' as const,
              actorId: actor.userId,
              groupId,
            })),
          );
          emit('group', told, { group_id: groupId, change: 'requested' });
          return {
            message: 'Solicitud enviada: te avisaremos cuando la acepten.',
            joined: false,
            row,
          };
        }),
      );
      const group = row ? await viewAfter(row, actor.userId) : await viewOf(groupId, actor.userId);
      return { message, joined, group };
    },

    /** Withdraws one's request, or declines one's invitation. */
    async withdraw(actor: Actor, groupId: number): Promise<{ message: string; group: Group }> {
      const { message, row } = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // Under the group's lock, as every change of who is in it: an erasure deleting the
          // group either went first (404) or waits and the answer shows what is left.
          const { row } = await lock(tx, groupId, actor.userId);
          const invitation = await tx
            .delete(groupInvitations)
            .where(
              and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, actor.userId)),
            )
            .returning();
          const request = await tx
            .delete(groupRequests)
            .where(and(eq(groupRequests.groupId, groupId), eq(groupRequests.userId, actor.userId)))
            .returning();
          await notices.settleIn(tx, emit, {
            userId: actor.userId,
            kind: 'group_invitation',
            groupId,
          });
          if (invitation.length > 0) return { message: 'Invitación rechazada.', row };
          if (request.length > 0) return { message: 'Solicitud retirada.', row };
          return { message: 'No había nada pendiente.', row };
        }),
      );
      return { message, group: await viewAfter(row, actor.userId) };
    },

    /** Leaves the group and its chat: 422 for the owner, who hands over first. */
    async leave(actor: Actor, groupId: number): Promise<{ message: string; group: Group }> {
      const row = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          if (!ref.role) throw notFound(GROUP_MESSAGES.notMember);
          if (ref.role === 'owner') throw validationError({ group: [GROUP_MESSAGES.ownerLeaves] });
          await dropIn(tx, emit, row, actor.userId, 'left');
          return row;
        }),
      );
      // Its owner's erasure may have deleted it since: nobody was left to inherit it.
      return { message: 'Has salido del grupo.', group: await viewAfter(row, actor.userId) };
    },

    /** Accepts (the person joins) or declines a request; 404 without one. */
    async answer(actor: Actor, groupId: number, userId: number, accept: boolean): Promise<string> {
      return publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          // The route's policy let the member through; their role may have changed since.
          if (!policy.canManage(actor, ref)) throw conflict(GROUP_MESSAGES.roleChanged);
          const [request] = await tx
            .delete(groupRequests)
            .where(and(eq(groupRequests.groupId, groupId), eq(groupRequests.userId, userId)))
            .returning();
          if (!request) throw notFound();
          const managers = await tx
            .select({ userId: groupMembers.userId })
            .from(groupMembers)
            .where(
              and(
                eq(groupMembers.groupId, groupId),
                inArray(groupMembers.role, ['owner', 'admin']),
              ),
            );
          for (const manager of managers) {
            await notices.settleIn(tx, emit, {
              userId: manager.userId,
              kind: 'group_request',
              actorId: userId,
              groupId,
            });
          }
          if (!accept) return 'Solicitud rechazada.';
          await admitIn(tx, emit, row, userId, 'member');
          await notices.addIn(tx, emit, [
            { userId, kind: 'group_admitted', actorId: actor.userId, groupId },
          ]);
          emit('group', [userId], { group_id: groupId, change: 'admitted' });
          return 'Solicitud aceptada.';
        }),
      );
    },

    /** Removes a member (owners anyone, admins plain members); their pending ones go too. */
    async removeMember(actor: Actor, groupId: number, userId: number): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          const target = await roleIn(tx, groupId, userId);
          if (!target) throw notFound(GROUP_MESSAGES.notMember);
          // The route's policy (canRemoveMember) let it through; a role may have changed since.
          if (
            !policy.canRemoveMember(actor, { group: ref, targetId: userId, targetRole: target })
          ) {
            throw conflict(GROUP_MESSAGES.roleChanged);
          }
          await dropIn(tx, emit, row, userId, 'removed');
        }),
      );
    },
  };
}
