import type { GroupRef as GroupCard } from '@app/contract/conversations';
import {
  GROUP_MEMBERS_MAX,
  GROUP_MESSAGES,
  type CreateGroupBody,
  type Group,
  type GroupInvitation,
  type GroupMember,
  type GroupRequest,
  type GroupRole,
  type GroupStanding,
  type GroupVisibility,
  type UpdateGroupBody,
  groupPresenceChannel,
} from '@app/contract/groups';
import { and, asc, count, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { reencodeAsPng } from '../../lib/images.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import { containsFolded } from '../../lib/text-search.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { UsersService } from '../users/users.service.js';
import * as policy from './group.policy.js';
import { groupInvitations, groupMembers, groupRequests, groups } from './groups.schema.js';

type Row = typeof groups.$inferSelect;
export type LoadedGroup = policy.GroupRef & { row: Row };

/** The longest side a group's picture keeps. */
const PICTURE_SIDE = 512;
const pictureFile = (groupId: number) => `groups/${groupId}.png`;

/**
 * Groups (decision 0026): the group, its members and roles, requests to join a private one,
 * members' invitations of friends, and the group's chat (a conversation kept in step with the
 * members). Every change of members or roles locks the group's row first, so two racing
 * changes never leave it without its one owner.
 */
export function createGroupsService(
  db: Db,
  deps: {
    publisher: Publisher;
    notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
    conversations: Pick<
      ConversationsService,
      'createGroupIn' | 'addMemberIn' | 'removeMemberIn' | 'removeIn'
    >;
    users: Pick<UsersService, 'findById' | 'names'>;
    blocks: Pick<BlocksService, 'among' | 'notBlockedWith' | 'guardPairsIn'>;
    friends: Pick<FriendsService, 'friendsAmong'>;
    places: Pick<PlacesService, 'checkCity' | 'cities'>;
    /** Where the groups' pictures are kept. */
    storage: Pick<FileStorage, 'write' | 'read' | 'remove'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, notices, conversations, users, blocks, friends, places, storage, clock } =
    deps;

  const memberOf = (groupId: number, userId: number) =>
    and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))!;

  async function roleIn(executor: Db, groupId: number, userId: number) {
    const [row] = await executor
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(memberOf(groupId, userId));
    return (row?.role as GroupRole | undefined) ?? null;
  }

  async function memberIds(executor: Db, groupId: number): Promise<number[]> {
    const rows = await executor
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId));
    return rows.map((row) => row.userId);
  }

  /** Locks the group's row inside `tx` and reads the member's role afresh; 404 without it. */
  async function lock(tx: Db, groupId: number, userId: number) {
    const [row] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
    if (!row) throw notFound();
    const role = await roleIn(tx, groupId, userId);
    return { row, ref: { id: row.id, visibility: row.visibility as GroupVisibility, role } };
  }

  /** The groups as `userId` sees them, in the order given. */
  async function views(rows: Row[], userId: number): Promise<Group[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [counts, mine, requested, invited, cities] = await Promise.all([
      db
        .select({ id: groupMembers.groupId, total: count() })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, ids))
        .groupBy(groupMembers.groupId),
      db
        .select({ id: groupMembers.groupId, role: groupMembers.role })
        .from(groupMembers)
        .where(and(inArray(groupMembers.groupId, ids), eq(groupMembers.userId, userId))),
      db
        .select({ id: groupRequests.groupId })
        .from(groupRequests)
        .where(and(inArray(groupRequests.groupId, ids), eq(groupRequests.userId, userId))),
      db
        .select({ id: groupInvitations.groupId })
        .from(groupInvitations)
        .where(and(inArray(groupInvitations.groupId, ids), eq(groupInvitations.userId, userId))),
      places.cities(rows.flatMap((row) => (row.cityId === null ? [] : [row.cityId]))),
    ]);
    const members = new Map(counts.map((row) => [row.id, row.total]));
    const roles = new Map(mine.map((row) => [row.id, row.role as GroupRole]));
    const requests = new Set(requested.map((row) => row.id));
    const invitations = new Set(invited.map((row) => row.id));
    return rows.map((row) => {
      const role = roles.get(row.id) ?? null;
      const standing: GroupStanding = role
        ? 'member'
        : invitations.has(row.id)
          ? 'invited'
          : requests.has(row.id)
            ? 'requested'
            : 'none';
      const city = row.cityId === null ? undefined : cities.get(row.cityId);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        visibility: row.visibility as GroupVisibility,
        city: city ? { id: city.id, name: city.name } : null,
        pictureUpdatedAt: row.pictureUpdatedAt?.toISOString() ?? null,
        members: members.get(row.id) ?? 0,
        role,
        standing,
        conversationId: role ? row.conversationId : null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function viewOf(groupId: number, userId: number): Promise<Group> {
    const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!row) throw notFound();
    return (await views([row], userId))[0]!;
  }

  /** People as a list names them: null for a blocked pair (shown "Usuario bloqueado"). */
  async function people(viewerId: number, ids: number[]) {
    const [names, blocked] = await Promise.all([users.names(ids), blocks.among(viewerId, ids)]);
    return (id: number) => {
      const user = names.get(id);
      return user && !blocked.has(id) ? personRef(user) : null;
    };
  }

  /** Inside `tx`: `userId` joins (the chat too), once the group has room; their invitation and request go. */
  async function admitIn(tx: Db, emit: Emit, row: Row, userId: number, role: GroupRole) {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, row.id));
    if (total >= GROUP_MEMBERS_MAX) throw conflict(GROUP_MESSAGES.full);
    await tx
      .insert(groupMembers)
      .values({ groupId: row.id, userId, role, joinedAt: clock?.() })
      .onConflictDoNothing();
    await conversations.addMemberIn(tx, row.conversationId, userId);
    await tx
      .delete(groupInvitations)
      .where(and(eq(groupInvitations.groupId, row.id), eq(groupInvitations.userId, userId)));
    await tx
      .delete(groupRequests)
      .where(and(eq(groupRequests.groupId, row.id), eq(groupRequests.userId, userId)));
    await notices.settleIn(tx, emit, { userId, kind: 'group_invitation', groupId: row.id });
    emit('group', await memberIds(tx, row.id), { group_id: row.id, change: 'joined' });
  }

  /** Inside `tx`: `userId` is out (the chat and its presence too); the others hear it. */
  async function dropIn(tx: Db, emit: Emit, row: Row, userId: number, change: 'left' | 'removed') {
    await tx.delete(groupMembers).where(memberOf(row.id, userId));
    await conversations.removeMemberIn(tx, row.conversationId, userId);
    emit('group', [userId, ...(await memberIds(tx, row.id))], { group_id: row.id, change });
    emit.removeFrom(groupPresenceChannel(row.id), [userId]);
  }

  return {
    /** A group and the role in it of the member asking, for the routes' policies; 404 without it. */
    async load({ id }: { id: number }, userId: number): Promise<LoadedGroup> {
      const [row] = await db.select().from(groups).where(eq(groups.id, id));
      if (!row) throw notFound();
      return {
        id: row.id,
        visibility: row.visibility as GroupVisibility,
        role: await roleIn(db, id, userId),
        row,
      };
    },

    view: viewOf,

    /** A new group: its creator is the owner and the first member of its chat. */
    async create(actor: Actor, input: CreateGroupBody): Promise<Group> {
      const creator = await users.findById(actor.userId);
      const cityId = input.city ?? creator?.cityId ?? null;
      if (input.city !== undefined) await places.checkCity(input.city);
      const id = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const conversationId = await conversations.createGroupIn(tx);
          const [row] = await tx
            .insert(groups)
            .values({
              name: input.name,
              description: input.description ?? '',
              visibility: input.visibility,
              cityId,
              conversationId,
              createdAt: clock?.(),
            })
            .returning();
          await admitIn(tx, emit, row!, actor.userId, 'owner');
          return row!.id;
        }),
      );
      return viewOf(id, actor.userId);
    },

    /** Owners and admins change what they send (the policy let them through). */
    async update(actor: Actor, group: LoadedGroup, input: UpdateGroupBody): Promise<Group> {
      if (input.city !== undefined) await places.checkCity(input.city);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description ?? '' }),
        ...(input.visibility !== undefined && { visibility: input.visibility }),
        ...(input.city !== undefined && { cityId: input.city }),
      };
      // Nothing to change (a form sent nothing, or only fields it may not set): the group as
      // it is, and nobody told. An UPDATE with no column is an SQL error, not a 422.
      if (Object.keys(changes).length === 0) return viewOf(group.id, actor.userId);
      await publisher.afterCommit(async (emit) => {
        await db.update(groups).set(changes).where(eq(groups.id, group.id));
        emit('group', await memberIds(db, group.id), { group_id: group.id, change: 'updated' });
      });
      return viewOf(group.id, actor.userId);
    },

    /**
     * Deletes the group, its chat, its activities and its picture: its owner does, or staff
     * hiding a reported group.
     */
    async remove(group: LoadedGroup): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const ids = await memberIds(tx, group.id);
          await tx.delete(groups).where(eq(groups.id, group.id));
          await conversations.removeIn(tx, group.row.conversationId);
          emit('group', ids, { group_id: group.id, change: 'deleted' });
          emit.removeFrom(groupPresenceChannel(group.id), ids);
        }),
      );
      await storage.remove(pictureFile(group.id));
    },

    /** Stores the group's picture (re-encoded as a PNG, its metadata gone). */
    async setPicture(groupId: number, upload: Buffer): Promise<void> {
      await storage.write(pictureFile(groupId), await reencodeAsPng(upload, PICTURE_SIDE));
      await db
        .update(groups)
        .set({ pictureUpdatedAt: clock?.() ?? new Date() })
        .where(eq(groups.id, groupId));
    },

    async removePicture(groupId: number): Promise<void> {
      await db.update(groups).set({ pictureUpdatedAt: null }).where(eq(groups.id, groupId));
      await storage.remove(pictureFile(groupId));
    },

    /** The picture, when the group has one. */
    readPicture: (row: Row) =>
      row.pictureUpdatedAt ? storage.read(pictureFile(row.id)) : Promise.resolve(undefined),

    /** The member's groups, the newest membership first. */
    async mine(userId: number): Promise<Group[]> {
      const rows = await db
        .select({ group: groups })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(desc(groupMembers.joinedAt), desc(groups.id));
      return views(
        rows.map((row) => row.group),
        userId,
      );
    },

    /** Groups to join: not the member's, by name, in a city; the largest first. */
    async discover(
      userId: number,
      query: { q?: string | undefined; city?: number | undefined },
      limit: number,
      offset: number,
    ) {
      const mine = db
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId));
      const where = and(
        notInArray(groups.id, mine),
        query.q ? containsFolded(groups.nameFolded, query.q) : undefined,
        query.city ? eq(groups.cityId, query.city) : undefined,
      );
      const size = sql<number>`(select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;
      const [counted, rows] = await Promise.all([
        db.select({ total: count() }).from(groups).where(where),
        db
          .select()
          .from(groups)
          .where(where)
          .orderBy(desc(size), asc(groups.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { rows: await views(rows, userId), total: counted[0]?.total ?? 0 };
    },

    /** The members, owner first, then admins, then by arrival; blocked people unnamed. */
    async members(viewerId: number, groupId: number): Promise<GroupMember[]> {
      const rows = await db
        .select()
        .from(groupMembers)
        .where(eq(groupMembers.groupId, groupId))
        .orderBy(
          sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
          asc(groupMembers.joinedAt),
          asc(groupMembers.userId),
        );
      const person = await people(
        viewerId,
        rows.map((row) => row.userId),
      );
      return rows.map((row) => ({
        user_id: row.userId,
        user: person(row.userId),
        role: row.role as GroupRole,
        joinedAt: row.joinedAt.toISOString(),
      }));
    },

    /**
     * Joining: an invitation accepted or a public group joins at once; a private one records
     * a request its owner and admins hear of. Repeating changes nothing.
     */
    async join(actor: Actor, groupId: number): Promise<{ message: string; group: Group }> {
      const message = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          if (ref.role) return 'Ya eres miembro del grupo.';
          const [invitation] = await tx
            .select()
            .from(groupInvitations)
            .where(
              and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, actor.userId)),
            );
          if (invitation || row.visibility === 'public') {
            await admitIn(tx, emit, row, actor.userId, 'member');
            return `Te has unido a ${row.name}.`;
          }
          const [inserted] = await tx
            .insert(groupRequests)
            .values({ groupId, userId: actor.userId, createdAt: clock?.() })
            .onConflictDoNothing()
            .returning();
          if (!inserted) return 'Tu solicitud ya está enviada.';
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
          return 'Solicitud enviada: te avisaremos cuando la acepten.';
        }),
      );
      return { message, group: await viewOf(groupId, actor.userId) };
    },

    /** Withdraws one's request, or declines one's invitation. */
    async withdraw(actor: Actor, groupId: number): Promise<{ message: string; group: Group }> {
      const message = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
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
          if (invitation.length > 0) return 'Invitación rechazada.';
          if (request.length > 0) return 'Solicitud retirada.';
          return 'No había nada pendiente.';
        }),
      );
      return { message, group: await viewOf(groupId, actor.userId) };
    },

    /** Leaves the group and its chat: 422 for the owner, who hands over first. */
    async leave(actor: Actor, groupId: number): Promise<{ message: string; group: Group }> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          if (!ref.role) throw notFound(GROUP_MESSAGES.notMember);
          if (ref.role === 'owner') throw validationError({ group: [GROUP_MESSAGES.ownerLeaves] });
          await dropIn(tx, emit, row, actor.userId, 'left');
        }),
      );
      return { message: 'Has salido del grupo.', group: await viewOf(groupId, actor.userId) };
    },

    /** Pending requests to join, the oldest first (owners and admins). */
    async requests(viewerId: number, groupId: number): Promise<GroupRequest[]> {
      const rows = await db
        .select()
        .from(groupRequests)
        .where(eq(groupRequests.groupId, groupId))
        .orderBy(asc(groupRequests.createdAt), asc(groupRequests.userId));
      const person = await people(
        viewerId,
        rows.map((row) => row.userId),
      );
      return rows.map((row) => ({
        user_id: row.userId,
        user: person(row.userId),
        requestedAt: row.createdAt.toISOString(),
      }));
    },

    /** Accepts (the person joins) or declines a request; 404 without one. */
    async answer(actor: Actor, groupId: number, userId: number, accept: boolean): Promise<string> {
      return publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          if (!policy.canManage(actor, ref)) throw forbidden();
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
          if (!policy.canInvite(actor, ref)) throw forbidden();
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

    /** The member's invitations to groups, the latest first. */
    async invitations(userId: number): Promise<GroupInvitation[]> {
      const rows = await db
        .select({ invitation: groupInvitations, group: groups })
        .from(groupInvitations)
        .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
        .where(eq(groupInvitations.userId, userId))
        .orderBy(desc(groupInvitations.createdAt));
      const [cards, person] = await Promise.all([
        views(
          rows.map((row) => row.group),
          userId,
        ),
        people(
          userId,
          rows.flatMap((row) =>
            row.invitation.invitedBy === null ? [] : [row.invitation.invitedBy],
          ),
        ),
      ]);
      return rows.map((row, index) => ({
        group: cards[index]!,
        invitedBy: row.invitation.invitedBy === null ? null : person(row.invitation.invitedBy),
        invitedAt: row.invitation.createdAt.toISOString(),
      }));
    },

    /** The owner makes a member an admin, or an admin a member again. */
    async setRole(actor: Actor, groupId: number, userId: number, role: 'admin' | 'member') {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { ref } = await lock(tx, groupId, actor.userId);
          if (!policy.canOwn(actor, ref)) throw forbidden();
          const current = await roleIn(tx, groupId, userId);
          if (!current) throw notFound(GROUP_MESSAGES.notMember);
          if (current === 'owner') throw validationError({ role: [GROUP_MESSAGES.ownerRole] });
          await tx.update(groupMembers).set({ role }).where(memberOf(groupId, userId));
          emit('group', await memberIds(tx, groupId), { group_id: groupId, change: 'role' });
        }),
      );
      return this.members(actor.userId, groupId);
    },

    /** Removes a member (owners anyone, admins plain members); their pending ones go too. */
    async removeMember(actor: Actor, groupId: number, userId: number): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { row, ref } = await lock(tx, groupId, actor.userId);
          const target = await roleIn(tx, groupId, userId);
          if (!target) throw notFound(GROUP_MESSAGES.notMember);
          if (userId === actor.userId || !policy.canRemove(actor, ref, target)) throw forbidden();
          await dropIn(tx, emit, row, userId, 'removed');
        }),
      );
    },

    /**
     * The owner hands the group over to a member, and becomes an admin. Under the group's
     * lock: a racing leave of the new owner either happened first (404 here) or finds them
     * owner (422 there).
     */
    async handOver(actor: Actor, groupId: number, userId: number): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const { ref } = await lock(tx, groupId, actor.userId);
          if (!policy.canOwn(actor, ref)) throw forbidden();
          if (userId === actor.userId) return;
          const target = await roleIn(tx, groupId, userId);
          if (!target) throw notFound(GROUP_MESSAGES.notMember);
          await tx
            .update(groupMembers)
            .set({ role: 'admin' })
            .where(memberOf(groupId, actor.userId));
          await tx.update(groupMembers).set({ role: 'owner' }).where(memberOf(groupId, userId));
          emit('group', await memberIds(tx, groupId), { group_id: groupId, change: 'role' });
        }),
      );
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

    /** Groups' names by id (the notifications centre). */
    async names(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(inArray(groups.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The groups whose chats these conversations are, by conversation. */
    async ofConversations(conversationIds: number[]): Promise<Map<number, GroupCard>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(groups)
        .where(inArray(groups.conversationId, [...new Set(conversationIds)]));
      return new Map(
        rows.map((row) => [
          row.conversationId,
          {
            id: row.id,
            name: row.name,
            pictureUpdatedAt: row.pictureUpdatedAt?.toISOString() ?? null,
          },
        ]),
      );
    },

    /** A subquery of the ids of the groups `userId` is in (activities for members only). */
    idsOf(userId: number) {
      return db
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId));
    },

    /** Whether `userId` is in the group. */
    async isMember(groupId: number, userId: number): Promise<boolean> {
      return (await roleIn(db, groupId, userId)) !== null;
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

export type GroupsService = ReturnType<typeof createGroupsService>;
