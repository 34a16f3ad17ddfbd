import type {
  Activity,
  ActivityMembership,
  ActivityPeople,
  activityListQuery,
  createActivityRequest,
  updateActivityRequest,
} from '@app/contract/activities';
import type { CappedPaged } from '@app/contract/paging';
import type { SeriesScope } from '@app/contract/series';
import type { Client } from '../client.js';
import type { ContractQuery, ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

/** A new activity: type, city (ids), location (sent as JSON text), time, places… */
export type CreateActivityFields = ContractShape<typeof createActivityRequest>;
export type UpdateActivityFields = ContractShape<typeof updateActivityRequest>;
/**
 * `page`, `pageSize`, `search`, `sort` ('start' soonest first, 'distance' nearest to
 * `filter.near` first; without it the latest start first) and `filter` (type, discipline,
 * level, city, near, from, to, and weekdays, dayparts and tonight on the city's own clock).
 */
export type ActivityListQuery = Omit<ContractQuery<typeof activityListQuery>, 'type'>;

/**
 * `POST /activity`: hosts an activity.
 * @example
 * await createActivity(client, {
 *   type: social.id, city: madrid.id, location: { lat: 40.42, lon: -3.7 },
 *   description: 'Pádel', start_at: '2026-12-01T18:30:00+01:00', duration: '01:30',
 *   participants: 4,
 * });
 */
export function createActivity(
  client: Client,
  fields: CreateActivityFields,
  options: CallOptions = {},
): Promise<Activity> {
  return client.request({ method: 'POST', path: '/activity', body: fields, ...options });
}

/** Which plans of a series a change reaches: this one (the default) or the following too. */
export type SeriesScopeOption = { scope?: SeriesScope };

/** `?scope=following` when asked for, nothing otherwise. */
const scopeQuery = (scope: SeriesScope | undefined) =>
  scope === undefined ? {} : { query: { scope } };

/**
 * `POST /activity/{id}`: changes one's own activity; with `scope: 'following'`, also the later
 * plans of its series that have not started (and those still to be made).
 * @example await updateActivity(client, 12, { participants: 6 });
 * @example await updateActivity(client, 12, { description: 'Pádel' }, { scope: 'following' });
 */
export function updateActivity(
  client: Client,
  id: number,
  fields: UpdateActivityFields,
  { scope, ...options }: CallOptions & SeriesScopeOption = {},
): Promise<Activity> {
  return client.request({
    method: 'POST',
    path: `/activity/${id}`,
    body: fields,
    ...scopeQuery(scope),
    ...options,
  });
}

/**
 * `DELETE /activity/{id}`: deletes one's own activity; with `scope: 'following'`, also the
 * later plans of its series that have not started, and the series makes no more.
 * @example await deleteActivity(client, 12);
 */
export function deleteActivity(
  client: Client,
  id: number,
  { scope, ...options }: CallOptions & SeriesScopeOption = {},
): Promise<MessageResponse> {
  return client.request({
    method: 'DELETE',
    path: `/activity/${id}`,
    ...scopeQuery(scope),
    ...options,
  });
}

/**
 * `GET /activity` (paged): upcoming activities open to me, with filters and an order. `total`
 * is exact while `total_capped` is false; it stops counting 1,000 rows past the page, and then
 * `total_capped` is true (show "más de …").
 * @example
 * // Padel on weekday evenings within 10 km, nearest first.
 * await listActivities(client, {
 *   page: 1,
 *   sort: 'distance',
 *   filter: { discipline: padel.id, near: { lat, lon, km: 10 }, weekdays: [1, 2, 3, 4, 5], dayparts: ['night'] },
 * });
 * // "Esta noche", soonest first.
 * await listActivities(client, { sort: 'start', filter: { tonight: true } });
 */
export function listActivities(
  client: Client,
  query: ActivityListQuery = {},
  options: CallOptions = {},
): Promise<CappedPaged<Activity>> {
  return client.request({ method: 'GET', path: '/activity', query, ...options });
}

/**
 * `GET /activity?type=host` (paged): the activities I host.
 * @example await listMyActivities(client, { page: 1, pageSize: 20 });
 */
export function listMyActivities(
  client: Client,
  query: ActivityListQuery = {},
  options: CallOptions = {},
): Promise<CappedPaged<Activity>> {
  return client.request({
    method: 'GET',
    path: '/activity',
    query: { ...query, type: 'host' },
    ...options,
  });
}

/**
 * `GET /activity?type=match` (paged): the activities I was matched to.
 * @example await listMatchedActivities(client, { page: 1, pageSize: 20 });
 */
export function listMatchedActivities(
  client: Client,
  query: ActivityListQuery = {},
  options: CallOptions = {},
): Promise<CappedPaged<Activity>> {
  return client.request({
    method: 'GET',
    path: '/activity',
    query: { ...query, type: 'match' },
    ...options,
  });
}

/**
 * `GET /activity/{id}`: one activity.
 * @example const activity = await getActivity(client, 12);
 */
export function getActivity(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<Activity> {
  return client.request({ method: 'GET', path: `/activity/${id}`, ...options });
}

/**
 * `GET /activity/{id}/membership`: where the signed-in user stands with an activity (host,
 * member with the match to leave, a pending request to withdraw, or none), for the action its
 * page offers.
 * @example const { role, match } = await getActivityMembership(client, 7);
 */
export function getActivityMembership(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<ActivityMembership> {
  return client.request({ method: 'GET', path: `/activity/${id}/membership`, ...options });
}

/**
 * `GET /activity/{id}/people`: who is going. The host (null for an event), those with a place
 * the signed-in user may see, how many are left out of the list (`hidden`), and the plan's
 * counts, the same for everyone (`people_count`: host and places taken).
 * @example const { going, people_count, places_left } = await getActivityPeople(client, 7);
 */
export function getActivityPeople(
  client: Client,
  id: number,
  options: CallOptions = {},
): Promise<ActivityPeople> {
  return client.request({ method: 'GET', path: `/activity/${id}/people`, ...options });
}
