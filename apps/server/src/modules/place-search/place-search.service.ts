import type { PlaceAtAnswer, PlaceSearchAnswer, PlaceSearchInfo } from '@app/contract/place-search';
import { PLACE_SEARCH_LIMITS } from '@app/contract/place-search';
import type { Config } from '../../config.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { createAnswerCache } from './answer-cache.js';
import { ProviderError, type Geocoder, type Point } from './geocoder.js';
import { createNominatim } from './nominatim.js';
import { createPacer, PaceExceeded } from './pacer.js';
import { createPhoton } from './photon.js';

const DAY_MS = 24 * 60 * 60_000;
/** Answers kept: some megabytes at most. */
const CACHE_ENTRIES = 5000;
/** The longest a request waits for the provider's pace before it is told to try again. */
export const PACE_WAIT_MS = 3000;

const unavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** Search texts that differ only in case and spaces are one question. */
const normalised = (text: string) => text.trim().toLocaleLowerCase('es').replace(/\s+/g, ' ');

/**
 * Place search over the configured geocoder (docs/decisions/0037-geocoder.md): answers in
 * Spanish, near the city asked about, cached a day, and the provider asked at its pace; a
 * provider that fails or is too slow is a 503 with Retry-After, never a 500. Without a
 * geocoder, `info()` is null and the routes answer 404.
 */
export function createPlaceSearch(
  config: Config['geocoder'],
  log: { warn(obj: object, msg: string): void },
  options: { fetch?: typeof fetch } = {},
) {
  const settings = config && {
    url: config.url,
    userAgent: config.userAgent,
    language: 'es',
    ...(options.fetch && { fetch: options.fetch }),
  };
  const geocoder: Geocoder | undefined =
    settings && (config.kind === 'nominatim' ? createNominatim(settings) : createPhoton(settings));
  const pacer = createPacer(config?.intervalMs ?? 1000, PACE_WAIT_MS);
  const searches = createAnswerCache<PlaceSearchAnswer>(CACHE_ENTRIES, DAY_MS);
  const reverses = createAnswerCache<PlaceAtAnswer>(CACHE_ENTRIES, DAY_MS);

  function provider(): Geocoder {
    if (!geocoder) throw notFound('Este servidor no tiene búsqueda de lugares.');
    return geocoder;
  }

  async function paced<T>(ask: () => Promise<T>): Promise<T> {
    try {
      await pacer.turn();
      return await ask();
    } catch (error) {
      if (error instanceof PaceExceeded)
        throw unavailable(
          'Hay muchas búsquedas a la vez. Inténtalo en un momento.',
          Math.ceil(error.waitMs / 1000),
        );
      if (error instanceof ProviderError) {
        log.warn({ err: error }, 'geocoder');
        throw unavailable('Ahora mismo no podemos buscar lugares. Inténtalo en un momento.', 5);
      }
      throw error;
    }
  }

  return {
    /** What `/info` says: whether there is place search and whether it may run as people type. */
    info(): PlaceSearchInfo {
      return geocoder ? { typeahead: geocoder.typeahead } : null;
    },

    /** Places matching `q`, near the point when given (the city's centre). */
    search(query: { q: string; lat?: number | undefined; lon?: number | undefined }) {
      const geocoder = provider();
      const near: Point | undefined =
        query.lat === undefined || query.lon === undefined
          ? undefined
          : // About a kilometre: searches from one city share their answers.
            { lat: Number(query.lat.toFixed(2)), lon: Number(query.lon.toFixed(2)) };
      const text = normalised(query.q);
      const key = `${text}@${near ? `${near.lat},${near.lon}` : ''}`;
      return searches.get(key, () =>
        paced(async () => ({
          data: await geocoder.search({
            text,
            ...(near && { near }),
            limit: PLACE_SEARCH_LIMITS.results,
          }),
        })),
      );
    },

    /** The address at a point, looked up to about ten metres. */
    placeAt(query: { lat: number; lon: number }) {
      const geocoder = provider();
      const point = { lat: Number(query.lat.toFixed(4)), lon: Number(query.lon.toFixed(4)) };
      return reverses.get(`${point.lat},${point.lon}`, () =>
        paced(async () => ({ place: await geocoder.reverse(point) })),
      );
    },
  };
}

export type PlaceSearchService = ReturnType<typeof createPlaceSearch>;
