import type { Petition } from '@app/contract/activities';
import type { UsersService } from '../users/users.service.js';
import type { petitions } from './petitions.schema.js';

export type PetitionRow = typeof petitions.$inferSelect;

/** The views of these petitions, in the order given: each with its sender's public view. */
export async function petitionViews(
  users: Pick<UsersService, 'publicViews'>,
  rows: PetitionRow[],
  /** Waiting petitions' places on their activity's list, by petition id. */
  positions: ReadonlyMap<number, number> = new Map(),
): Promise<Petition[]> {
  const senders = await users.publicViews(rows.map((row) => row.fromUserId));
  return rows.map((row) => ({
    id: row.id,
    petition_type_option_id: row.typeOptionId,
    to_user_id: row.toUserId,
    from_user: senders.get(row.fromUserId)!,
    activity: row.activityId,
    readed: row.readed,
    acepted: row.acepted,
    refused: row.refused,
    createdAt: row.createdAt.toISOString(),
    waiting_position: positions.get(row.id) ?? null,
  }));
}

/** A petition as the data export lists it, before the export names the people and activity. */
export const exportedPetition = (row: PetitionRow) => ({
  id: row.id,
  petition_type_option_id: row.typeOptionId,
  activityId: row.activityId,
  fromUserId: row.fromUserId,
  toUserId: row.toUserId,
  readed: row.readed,
  acepted: row.acepted,
  refused: row.refused,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});
export type ExportedPetition = ReturnType<typeof exportedPetition>;
