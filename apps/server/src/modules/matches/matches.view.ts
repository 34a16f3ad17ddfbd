import type { Activity, match } from '@app/contract/activities';
import type { PublicUser } from '@app/contract/users';
import type { z } from 'zod';
import type { MatchRow } from './matches.service.js';

/** A match as the client gets it: with its activity's view and the matched person's. */
export function matchView(
  row: MatchRow,
  activity: Activity,
  user: PublicUser,
): z.infer<typeof match> {
  return { id: row.id, activity, user, createdAt: row.createdAt.toISOString() };
}
