import type {
  PlaceAtAnswer,
  placeAtQuery,
  PlaceSearchAnswer,
  placeSearchQuery,
} from '@app/contract/place-search';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';

/** What to look for (`q`, 3 letters or more) and, optionally, near where: `lat` and `lon`. */
export type PlaceSearchFields = ContractShape<typeof placeSearchQuery>;
/** A point of the map: `lat`, `lon`. */
export type PlaceAtFields = ContractShape<typeof placeAtQuery>;

/**
 * `GET /place/search`: sites and addresses matching `q`, near a city's centre when given, in
 * Spanish (docs/decisions/0037-geocoder.md). `/info`'s `placeSearch` says whether the server
 * has a geocoder (404 otherwise) and whether to search as people type.
 * @example const { data } = await searchPlaces(client, { q: 'La Chopera', lat: 40.4165, lon: -3.7026 });
 */
export function searchPlaces(
  client: Client,
  fields: PlaceSearchFields,
  options: CallOptions = {},
): Promise<PlaceSearchAnswer> {
  return client.request({ method: 'GET', path: '/place/search', query: fields, ...options });
}

/**
 * `GET /place/reverse`: the address of a point ("Calle de Argumosa, 12"), or `place: null`
 * where there is no street near.
 * @example const { place } = await findPlaceAt(client, { lat: 40.4087, lon: -3.6968 });
 */
export function findPlaceAt(
  client: Client,
  fields: PlaceAtFields,
  options: CallOptions = {},
): Promise<PlaceAtAnswer> {
  return client.request({ method: 'GET', path: '/place/reverse', query: fields, ...options });
}
