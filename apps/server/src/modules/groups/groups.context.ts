import {
  GROUP_MEMBERS_MAX,
  GROUP_MESSAGES,
  type Group,
  type GroupRole,
  type GroupVisibility,
  groupPresenceChannel,
} from '@app/contract/groups';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { UsersService } from '../users/users.service.js';
import type * as policy from './group.policy.js';
import { groupInvitations, groupMembers, groupRequests, groups } from './groups.schema.js';
import { groupViews } from './groups.view.js';

type Row = typeof groups.$inferSelect;
export type GroupRow = Row;
export type LoadedGroup = policy.GroupRef & { row: Row };

/** The longest side a group's picture keeps. */
export const PICTURE_SIDE = 512;
export const pictureFile = (groupId: number) => `groups/${groupId}.png`;

export type GroupsDependencies = {
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
};

/**
 * What every use case of groups shares (decision 0026): the dependencies, and the steps
 * several of them take (a member's role, the group locked, admitting and dropping a member,
 * the groups as a member sees them).
 */
export function groupsContext(db: Db, deps: GroupsDependencies) {
  const { notices, conversations, users, blocks, places, clock } = deps;

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
  const views = (rows: Row[], userId: number): Promise<Group[]> =>
    groupViews(db, places, rows, userId);

  async function viewOf(groupId: number, userId: number): Promise<Group> {
    const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!row) throw notFound();
    return (await views([row], userId))[0]!;
  }

  /**
   * The group as `userId` sees it once a change of theirs to `row` has committed, read
   * afresh. If it went in between (its owner's account erased just as its last other member
   * left, decision 0026), the change still took: the row as the change left it, with what is
   * left of it now (nobody in it), never a 404 for a change that was made.
   */
  async function viewAfter(row: Row, userId: number): Promise<Group> {
    const [fresh] = await db.select().from(groups).where(eq(groups.id, row.id));
    return (await views([fresh ?? row], userId))[0]!;
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
    db,
    ...deps,
    memberOf,
    roleIn,
    memberIds,
    lock,
    views,
    viewOf,
    viewAfter,
    people,
    admitIn,
    dropIn,
  };
}

export type GroupsContext = ReturnType<typeof groupsContext>;
