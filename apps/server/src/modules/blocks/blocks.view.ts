import type { BlockedUser } from '@app/contract/blocks';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';

type Names = Awaited<ReturnType<UsersService['names']>>;

/** The members blocked, with name and avatar to recognise them; an account gone drops out. */
export function blockedUserViews(
  rows: Array<{ userId: number; blockedAt: Date }>,
  names: Names,
): BlockedUser[] {
  return rows.flatMap((row) => {
    const user = names.get(row.userId);
    if (!user) return [];
    return [
      {
        user: personRef(user),
        blockedAt: row.blockedAt.toISOString(),
      },
    ];
  });
}
