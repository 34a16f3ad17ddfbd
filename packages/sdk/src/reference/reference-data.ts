import { SDK_VERSION } from '@app/contract/constants';
import type { ApiInfo, City, Concept, Country, Texts } from '@app/contract/reference';
import type { Client } from '../client.js';
import { getConcepts, getCountries, getInfo, getTexts } from '../calls/reference.js';
import type { CallOptions } from '../calls/call-options.js';
import { readJson, writeJson } from '../storage/key-value-storage.js';
import { conceptsKey, locationKey, textsKey } from '../storage/keys.js';
import type { Coordinate } from './geo.js';
import { nearestCity } from './places.js';

/** A cache entry in storage: the data and the version `/info` gave for it. */
export type CachedEntry<T> = { version: string; data: T };

/** What one `load()` did: the info, and which lists came from the network. */
export type ReferenceLoad = {
  info: ApiInfo;
  fetched: { countries: boolean; concepts: boolean; texts: boolean };
};

export type ReferenceData = {
  readonly info?: ApiInfo | undefined;
  readonly countries?: Country[] | undefined;
  readonly concepts?: Concept[] | undefined;
  readonly texts?: Texts | undefined;
  readonly currentCity?: City | undefined;
  /** Reads `/info`, then each list from storage when its version matches, else the API. */
  load(options?: CallOptions): Promise<ReferenceLoad>;
  /** Reads whatever storage holds, without the network (an offline start). */
  restore(): Promise<void>;
  /** Sets the current city: the nearest within `radiusKm` of a point, or 'city out of range'. */
  locate(point: Coordinate, radiusKm: number): City;
};

/**
 * Places, concepts and texts cached by version (spec, section 7) under `location {id}`,
 * `concepts {id}` and `texts {id}` (id: the environment's storage id), each as
 * `{ version, data }`. Every load reads the storage and compares each cached version with the
 * one `/info` reports (countryVersion, conceptVersion, textVersion); only what changed is
 * fetched, and written back. A server that expects another SDK version gets a console warning.
 * Look things up with `findConcept`, `findOption`, `findText`, `nearestCity`, `findCity`.
 * @example
 * const reference = createReferenceData(client);
 * await reference.load();
 * const genders = findConcept(reference, 'gender').options;
 */
export function createReferenceData(client: Client): ReferenceData {
  const id = client.environment.storageId;
  const { storage } = client;
  let info: ApiInfo | undefined;
  let countries: Country[] | undefined;
  let concepts: Concept[] | undefined;
  let texts: Texts | undefined;
  let currentCity: City | undefined;

  async function sync<T>(
    key: string,
    version: string,
    fetchList: () => Promise<T>,
  ): Promise<{ data: T; fetched: boolean }> {
    const cached = await readJson<CachedEntry<T>>(storage, key);
    if (cached && cached.version === version && cached.data !== undefined) {
      return { data: cached.data, fetched: false };
    }
    const data = await fetchList();
    await writeJson(storage, key, { version, data } satisfies CachedEntry<T>);
    return { data, fetched: true };
  }

  const reference: ReferenceData = {
    get info() {
      return info;
    },
    get countries() {
      return countries;
    },
    get concepts() {
      return concepts;
    },
    get texts() {
      return texts;
    },
    get currentCity() {
      return currentCity;
    },
    async load(options = {}) {
      const latest = await getInfo(client, options);
      if (latest.sdk !== SDK_VERSION) {
        console.warn(`the API expects SDK ${latest.sdk}; this client is SDK ${SDK_VERSION}`);
      }
      const [places, optionLists, labels] = await Promise.all([
        sync(locationKey(id), latest.countryVersion, () => getCountries(client, options)),
        sync(conceptsKey(id), latest.conceptVersion, () => getConcepts(client, options)),
        sync(textsKey(id), latest.textVersion, () => getTexts(client, options)),
      ]);
      info = latest;
      countries = places.data;
      concepts = optionLists.data;
      texts = labels.data;
      return {
        info: latest,
        fetched: {
          countries: places.fetched,
          concepts: optionLists.fetched,
          texts: labels.fetched,
        },
      };
    },
    async restore() {
      countries = (await readJson<CachedEntry<Country[]>>(storage, locationKey(id)))?.data;
      concepts = (await readJson<CachedEntry<Concept[]>>(storage, conceptsKey(id)))?.data;
      texts = (await readJson<CachedEntry<Texts>>(storage, textsKey(id)))?.data;
    },
    locate(point, radiusKm) {
      currentCity = nearestCity(reference, point, radiusKm);
      return currentCity;
    },
  };
  return reference;
}
