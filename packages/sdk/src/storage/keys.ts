/**
 * The storage keys, exactly as the spec names them (section 9). The reference caches carry the
 * environment's storage id (`Environment.storageId`: `local`, `test` or `production` unless the
 * app chooses another), so that two environments never share a cache; the token key is one.
 */
export const TOKEN_KEY = 'apiToken';

/**
 * The key of the cached places.
 * @example locationKey('local') // 'location local'
 */
export const locationKey = (id: string) => `location ${id}`;

/**
 * The key of the cached concepts.
 * @example conceptsKey('local') // 'concepts local'
 */
export const conceptsKey = (id: string) => `concepts ${id}`;

/**
 * The key of the cached texts.
 * @example textsKey('local') // 'texts local'
 */
export const textsKey = (id: string) => `texts ${id}`;
