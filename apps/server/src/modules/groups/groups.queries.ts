import type { GroupRef as GroupCard } from '@app/contract/conversations';
import {
  type Group,
  type GroupInvitation,
  type GroupMember,
  type GroupRequest,
  type GroupVisibility,
} from '@app/contract/groups';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors.js';
import { containsFolded } from '../../lib/text-search.js';
import { groupInvitations, groupMembers, groupRequests, groups } from './groups.schema.js';
import {
  pictureFile,
  type LoadedGroup,
  type GroupRow,
  type GroupsContext,
} from './groups.context.js';
import { groupCard, invitationViews, memberViews, requestViews } from './groups.view.js';

/**
 * Reading groups (decision 0026): what the routes load and list, and what other modules ask
 * (names, the groups of conversations, membership).
 */
export function groupQueries(ctx: GroupsContext) {
  const { db, storage, roleIn, views, viewOf, people } = ctx;
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

    /** The picture, when the group has one. */
    readPicture: (row: GroupRow) =>
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
      return memberViews(rows, person);
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
      return requestViews(rows, person);
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
      return invitationViews(rows, cards, person);
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

    /**
     * Of these groups, the public ones (anyone may join them), by id: a public group's plan
     * has a public page, where a guest learns to join the group first (issue 38).
     */
    async publicOnes(ids: number[]): Promise<Map<number, { id: number; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(and(inArray(groups.id, [...new Set(ids)]), eq(groups.visibility, 'public')));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The groups whose chats these conversations are, by conversation. */
    async ofConversations(conversationIds: number[]): Promise<Map<number, GroupCard>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(groups)
        .where(inArray(groups.conversationId, [...new Set(conversationIds)]));
      return new Map(rows.map((row) => [row.conversationId, groupCard(row)]));
    },

    /** A subquery of the ids of the groups `userId` is in (activities for members only). */
    idsOf(userId: number) {
      return db
        .select({ id: groupMembers.groupId })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId));
    },

    /** `userId`'s role in the group, null for someone not in it. */
    roleOf: (groupId: number, userId: number) => roleIn(db, groupId, userId),

    /** Whether `userId` is in the group. */
    async isMember(groupId: number, userId: number): Promise<boolean> {
      return (await roleIn(db, groupId, userId)) !== null;
    },
  };
}

export type GroupQueries = ReturnType<typeof groupQueries>;
