import type { MyRanking, PointList, RankingPage } from '@app/contract/ranking';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

export type RankingQuery = {
  city: number;
  discipline?: number;
  /** `YYYY-MM`; the current month in the city's time zone without it. */
  month?: string;
  page?: number;
  pageSize?: number;
};

/**
 * `GET /ranking`: a page of a month's board in a city (and discipline), with the member's row.
 * @example const { data, me } = await getRanking(client, { city: 31 });
 */
export function getRanking(
  client: Client,
  query: RankingQuery,
  options: CallOptions = {},
): Promise<RankingPage> {
  return client.request({ method: 'GET', path: '/ranking', query, ...options });
}

/**
 * `GET /ranking/mine`: every board the member is on in a month.
 * @example const { data } = await getMyRanking(client);
 */
export function getMyRanking(
  client: Client,
  query: { month?: string } = {},
  options: CallOptions = {},
): Promise<MyRanking> {
  return client.request({ method: 'GET', path: '/ranking/mine', query, ...options });
}

/**
 * `GET /points`: the member's point entries, the latest first.
 * @example const { data } = await listPoints(client, { page: 1 });
 */
export function listPoints(
  client: Client,
  query: { page?: number; pageSize?: number } = {},
  options: CallOptions = {},
): Promise<PointList> {
  return client.request({ method: 'GET', path: '/points', query, ...options });
}
