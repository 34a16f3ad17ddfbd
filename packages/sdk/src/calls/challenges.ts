import type { Activity, createEventRequest } from '@app/contract/activities';
import type { Challenge, ChallengeBoard, createChallengeRequest } from '@app/contract/challenges';
import type { Paged } from '@app/contract/paging';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';

/** A new challenge as staff write it (times as ISO 8601, the metric's goal, the reward…). */
export type CreateChallengeFields = ContractShape<typeof createChallengeRequest>;
/** A new event: a plan's fields, its sponsor's id, and whether it is Premium's alone. */
export type CreateEventFields = ContractShape<typeof createEventRequest>;

/**
 * `GET /challenges`: open and coming challenges, then the member's recently ended ones.
 * @example const { data } = await listChallenges(client);
 */
export function listChallenges(
  client: Client,
  options: CallOptions = {},
): Promise<{ data: Challenge[] }> {
  return client.request({ method: 'GET', path: '/challenges', ...options });
}

/**
 * `GET /challenge/{id}`: one challenge, with the member's progress (`me`) if they joined.
 * @example const challenge = await fetchChallenge(client, 4);
 */
export function fetchChallenge(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Challenge> {
  return client.request({ method: 'GET', path: `/challenge/${id}`, ...options });
}

/**
 * `POST /challenge/{id}/join`: joins (again: nothing changes; an ended one: 409). Progress then
 * arrives live on `challenge.{wstoken}`.
 * @example const joined = await joinChallenge(client, 4);
 */
export function joinChallenge(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Challenge> {
  return client.request({ method: 'POST', path: `/challenge/${id}/join`, ...options });
}

/**
 * `GET /challenge/{id}/board`: the leaderboard's top 50 and the member's own place.
 * @example const { data, me } = await fetchChallengeBoard(client, 4);
 */
export function fetchChallengeBoard(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<ChallengeBoard> {
  return client.request({ method: 'GET', path: `/challenge/${id}/board`, ...options });
}

/**
 * `GET /events`: sponsors' events still to start, the soonest first.
 * @example const { data } = await listEvents(client);
 */
export function listEvents(
  client: Client,
  query: { page?: number; pageSize?: number } = {},
  options: CallOptions = {},
): Promise<Paged<Activity>> {
  return client.request({ method: 'GET', path: '/events', query, ...options });
}

/**
 * `GET /admin/challenges` (staff): every challenge, newest first.
 * @example const { data } = await listAllChallenges(client);
 */
export function listAllChallenges(
  client: Client,
  options: CallOptions = {},
): Promise<{ data: Challenge[] }> {
  return client.request({ method: 'GET', path: '/admin/challenges', ...options });
}

/**
 * `POST /admin/challenges` (staff): a new challenge.
 * @example
 * await createChallenge(client, {
 *   title: 'Tres planes en diciembre', description: '…', metric: 'activities', goal: 3,
 *   starts_at: '2026-12-01T00:00:00+01:00', ends_at: '2027-01-01T00:00:00+01:00',
 *   reward_coins: 30, badge: '🏅', badge_name: 'Diciembre activo', sponsor: brand.id,
 * });
 */
export function createChallenge(
  client: Client,
  fields: CreateChallengeFields,
  options: CallOptions = {},
): Promise<Challenge> {
  return client.request({ method: 'POST', path: '/admin/challenges', body: fields, ...options });
}

/**
 * `POST /admin/events` (staff): an event, a plan in a sponsor's name.
 * @example await createEvent(client, { ...planFields, sponsor: brand.id, premium_only: false });
 */
export function createEvent(
  client: Client,
  fields: CreateEventFields,
  options: CallOptions = {},
): Promise<Activity> {
  return client.request({ method: 'POST', path: '/admin/events', body: fields, ...options });
}
