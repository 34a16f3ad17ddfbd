import type { QueryKey } from '@tanstack/react-query';

/**
 * The keys of the server state that more than one feature, or the live layer, reads or makes
 * stale: one factory per resource, here so that neither has to import a feature for them. Every
 * key of a resource starts with its root, so invalidating the root refreshes every view of it.
 * A key one feature alone uses lives in that feature's `api/keys.ts`; an array written as a key
 * anywhere else fails the lint (`web-layers/query-keys`).
 */

/** Lists of plans (discover, the map's area, upcoming, mine) and each plan's own page and parts. */
export const activityKeys = {
  lists: ['activities'] as const,
  discover: (search: string, homeId: number) => ['activities', 'discover', search, homeId] as const,
  area: (lat?: number, lon?: number, km?: number) => ['activities', 'area', lat, lon, km] as const,
  upcoming: (cityId?: number) => ['activities', 'upcoming', cityId ?? 'all'] as const,
  mine: ['activities', 'mine'] as const,
  /** Every plan's page and parts. */
  pages: ['activity'] as const,
  one: (id: number) => ['activity', id] as const,
  membership: (id: number) => ['activity', id, 'membership'] as const,
  people: (id: number) => ['activity', id, 'people'] as const,
  result: (id: number) => ['activity', id, 'result'] as const,
  attendance: (id: number) => ['activity', id, 'attendance'] as const,
  calories: (id: number) => ['activity', id, 'calories'] as const,
  /** A plan's result or attendance sheet, whichever plan: what a mark or a result makes stale. */
  isAfterPlan: (key: QueryKey) =>
    key[0] === 'activity' && (key[2] === 'result' || key[2] === 'attendance'),
};

/** The member's plan chats (Chats). */
export const chatKeys = { list: ['chats'] as const };

/** Requests to join: the ones waiting for the member's answer. */
export const petitionKeys = {
  all: ['petitions'] as const,
  toMe: ['petitions', 'to-me'] as const,
};

export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  with: (userId: number) => ['friends', 'with', userId] as const,
};

/** Invitations to plans: the member's, and the ones sent for a plan. */
export const invitationKeys = {
  all: ['invitations'] as const,
  mine: ['invitations', 'mine'] as const,
  sent: (activityId: number) => ['invitations', 'sent', activityId] as const,
};

export const badgeKeys = {
  all: ['badges'] as const,
  of: (userId: number) => ['badges', userId] as const,
};

/** Plans whose attendance waits for the member's word. */
export const attendanceKeys = { pending: ['attendance', 'pending'] as const };

/** Sports profiles and levels. */
export const sportKeys = {
  all: ['sports'] as const,
  of: (userId: number) => ['sports', userId] as const,
};

export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  one: (id: number) => ['conversations', 'one', id] as const,
  unread: ['conversations', 'unread'] as const,
};

export const groupKeys = {
  all: ['groups'] as const,
  mine: ['groups', 'mine'] as const,
  discover: (q: string) => ['groups', 'discover', q] as const,
  invitations: ['groups', 'invitations'] as const,
  one: (id: number) => ['groups', 'one', id] as const,
  members: (id?: number) => ['groups', 'members', id] as const,
  requests: (id?: number) => ['groups', 'requests', id] as const,
  activities: (id?: number) => ['groups', 'activities', id] as const,
};

export const wishKeys = {
  all: ['wishes'] as const,
  area: <Box>(box: Box) => ['wishes', 'area', box] as const,
  cardsAll: ['wishes', 'cards'] as const,
  cards: (ids: readonly number[]) => ['wishes', 'cards', ids.join(',')] as const,
  mine: ['wishes', 'mine'] as const,
};

export const rankingKeys = {
  all: ['ranking'] as const,
  board: <Query>(query: Query) => ['ranking', 'board', query] as const,
  mine: ['ranking', 'mine'] as const,
};

/** The member's coins and their movements. */
export const coinKeys = { all: ['coins'] as const };

export const challengeKeys = {
  all: ['challenges'] as const,
  list: ['challenges', 'list'] as const,
  one: (id: number) => ['challenges', id] as const,
  board: (id: number) => ['challenges', id, 'board'] as const,
};

/** The member's plan (Move, Premium) and its statistics. */
export const planKeys = {
  mine: ['plan'] as const,
  stats: (months: number) => ['plan', 'stats', months] as const,
};

/** People's public profiles, avatars and group pictures (by version, so a new one is a new key). */
export const userKeys = { one: (id: number) => ['user', id] as const };
export const pictureKeys = {
  avatar: (userId: number, version?: string | null) => ['avatar', userId, version] as const,
  group: (groupId: number, version?: string | null) => ['group-picture', groupId, version] as const,
};

/** The geocoder's answers: places found by name near a point, and the place at a point. */
export const placeKeys = {
  search: (q: string, lat?: number, lon?: number) => ['place-search', q, lat, lon] as const,
  at: (lat?: number, lon?: number) => ['place-at', lat, lon] as const,
};

/** The reference data (cities, concepts, texts) every page reads. */
export const referenceDataKeys = { all: ['reference-data'] as const };
