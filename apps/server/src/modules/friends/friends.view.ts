import type { Activity } from '@app/contract/activities';
import type { FriendEntry, Friendship, Invitation } from '@app/contract/friends';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';
import type { friendships } from './friends.schema.js';

type Row = typeof friendships.$inferSelect;
type Names = Awaited<ReturnType<UsersService['names']>>;

/** How `me` stands with the other of the pair (none, friends, sent, received), and since when. */
export function friendshipView(row: Row | undefined, me: number): Friendship {
  if (!row) return { status: 'none', since: null };
  if (row.acceptedAt) return { status: 'friends', since: row.acceptedAt.toISOString() };
  return {
    status: row.requesterId === me ? 'sent' : 'received',
    since: row.createdAt.toISOString(),
  };
}

/** People listed with a date (friends, requests, invited); an account gone drops out. */
export function friendEntries<T>(
  rows: T[],
  names: Names,
  personOf: (row: T) => number,
  since: (row: T) => Date,
): FriendEntry[] {
  return rows.flatMap((row): FriendEntry[] => {
    const user = names.get(personOf(row));
    if (!user) return [];
    return [
      {
        user: personRef(user),
        since: since(row).toISOString(),
      },
    ];
  });
}

/** An invitation to a plan as the friend invited sees it. */
export const invitationView = (activity: Activity, invitedAt: Date): Invitation => ({
  activity,
  invitedAt: invitedAt.toISOString(),
});
