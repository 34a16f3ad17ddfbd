import type { ActivitySummary } from '../activities/activities.service.js';
import type { ExportedMatch } from '../matches/matches.service.js';
import type { ExportedPetition } from '../petitions/petitions.service.js';

/** What a batch of rows names: activities by id, and people by id (id and first name). */
export type Lookups = {
  summaries: Map<number, ActivitySummary>;
  names: Map<number, { id: number; firstname: string }>;
};

/**
 * Someone else in a member's copy: the id and first name anyone sees in the app, nothing
 * private. Null when they are gone (their account was erased meanwhile).
 */
function person({ names }: Lookups, id: number | undefined) {
  const found = id === undefined ? undefined : names.get(id);
  return found ? { id: found.id, firstname: found.firstname } : null;
}

/** An activity named in a member's copy: its text and start, not its place. */
function activity({ summaries }: Lookups, id: number) {
  const found = summaries.get(id);
  return found ? { id: found.id, description: found.description, start_at: found.start_at } : null;
}

/** A petition the member sent: to whose activity. */
export const sentPetition = (row: ExportedPetition, lookups: Lookups) => ({
  id: row.id,
  petition_type_option_id: row.petition_type_option_id,
  activity: activity(lookups, row.activityId),
  to_user: person(lookups, row.toUserId),
  readed: row.readed,
  acepted: row.acepted,
  refused: row.refused,
  createdAt: row.createdAt,
  answeredAt: row.answeredAt,
});

/** A petition to one of the member's activities: from whom. */
export const receivedPetition = (row: ExportedPetition, lookups: Lookups) => ({
  id: row.id,
  petition_type_option_id: row.petition_type_option_id,
  activity: activity(lookups, row.activityId),
  from_user: person(lookups, row.fromUserId),
  readed: row.readed,
  acepted: row.acepted,
  refused: row.refused,
  createdAt: row.createdAt,
  answeredAt: row.answeredAt,
});

/** A place the member took in someone's activity: which, and whose. */
export const joinedMatch = (row: ExportedMatch, lookups: Lookups) => ({
  id: row.id,
  activity: activity(lookups, row.activityId),
  host: person(lookups, lookups.summaries.get(row.activityId)?.hostId),
  createdAt: row.createdAt,
});

/** A place someone took in one of the member's activities: who. */
export const matchInHosted = (row: ExportedMatch, lookups: Lookups) => ({
  id: row.id,
  activity: activity(lookups, row.activityId),
  user: person(lookups, row.userId),
  createdAt: row.createdAt,
});
