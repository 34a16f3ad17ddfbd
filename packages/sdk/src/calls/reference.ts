import type { ApiInfo, Concept, Country, Texts } from '@app/contract/reference';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

/**
 * `GET /info`, with the device headers: the SDK version the API expects and the versions of
 * the reference data and the app builds.
 * @example const { sdk, countryVersion } = await getInfo(client);
 */
export function getInfo(client: Client, options: CallOptions = {}): Promise<ApiInfo> {
  return client.request({ method: 'GET', path: '/info', deviceHeaders: true, ...options });
}

/**
 * `GET /country`: the countries with their states and cities.
 * @example const [spain] = await getCountries(client);
 */
export function getCountries(client: Client, options: CallOptions = {}): Promise<Country[]> {
  return client.request({ method: 'GET', path: '/country', ...options });
}

/**
 * `GET /concept`: the option lists (interests, zodiac signs, petition types…).
 * @example const concepts = await getConcepts(client);
 */
export function getConcepts(client: Client, options: CallOptions = {}): Promise<Concept[]> {
  return client.request({ method: 'GET', path: '/concept', ...options });
}

/**
 * `GET /text`: the interface texts keyed by tag.
 * @example const texts = await getTexts(client); texts['home-title']?.lan_es;
 */
export function getTexts(client: Client, options: CallOptions = {}): Promise<Texts> {
  return client.request({ method: 'GET', path: '/text', ...options });
}
