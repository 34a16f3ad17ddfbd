import type { GroupRef as GroupCard } from '@app/contract/conversations';
import type {
  Group,
  GroupInvitation,
  GroupMember,
  GroupRequest,
  GroupRole,
  GroupStanding,
  GroupVisibility,
} from '@app/contract/groups';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { personRef } from '../../lib/person-ref.js';
import type { PlacesService } from '../places/places.service.js';
import { groupInvitations, groupMembers, groupRequests, type groups } from './groups.schema.js';

type Row = typeof groups.$inferSelect;
type MemberRow = typeof groupMembers.$inferSelect;
type RequestRow = typeof groupRequests.$inferSelect;
type InvitationRow = typeof groupInvitations.$inferSelect;
/** A person as a list names them, or null for a blocked pair (groups.context.ts, `people`). */
type Person = (id: number) => ReturnType<typeof personRef> | null;

/** The groups as `userId` sees them (size, their role and standing), in the order given. */
export async function groupViews(
  db: Db,
  places: Pick<PlacesService, 'cities'>,
  rows: Row[],
  userId: number,
): Promise<Group[]> {
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

/** The members of a group, in the order given, each with their role and arrival. */
export const memberViews = (rows: MemberRow[], person: Person): GroupMember[] =>
  rows.map((row) => ({
    user_id: row.userId,
    user: person(row.userId),
    role: row.role as GroupRole,
    joinedAt: row.joinedAt.toISOString(),
  }));

/** The pending requests to join a group, in the order given. */
export const requestViews = (rows: RequestRow[], person: Person): GroupRequest[] =>
  rows.map((row) => ({
    user_id: row.userId,
    user: person(row.userId),
    requestedAt: row.createdAt.toISOString(),
  }));

/** A member's invitations to groups: each group (`cards`, in the same order) and who invited. */
export const invitationViews = (
  rows: Array<{ invitation: InvitationRow }>,
  cards: Group[],
  person: Person,
): GroupInvitation[] =>
  rows.map((row, index) => ({
    group: cards[index]!,
    invitedBy: row.invitation.invitedBy === null ? null : person(row.invitation.invitedBy),
    invitedAt: row.invitation.createdAt.toISOString(),
  }));

/** A group as its chat names it: id, name and picture stamp. */
export const groupCard = (row: Row): GroupCard => ({
  id: row.id,
  name: row.name,
  pictureUpdatedAt: row.pictureUpdatedAt?.toISOString() ?? null,
});
