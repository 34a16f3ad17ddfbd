import type { PlaceFound } from '@app/contract/place-search';
import { ProviderError, presentPlace, type Geocoder, type Point } from './geocoder.js';
import { getJson } from './provider-http.js';

/** How far around the chosen city a search looks, in degrees (about 60 km in Spain). */
export const SEARCH_BOX_DEGREES = 0.55;

type PhotonFeature = {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | undefined>;
};

function toPlace(feature: PhotonFeature, address: boolean): PlaceFound | undefined {
  const [lon, lat] = feature.geometry?.coordinates ?? [];
  const p = feature.properties ?? {};
  if (typeof lat !== 'number' || typeof lon !== 'number') return undefined;
  // A street comes back with the street as its name; a house with no name at all.
  const isStreet = p.type === 'street' || (p.osm_key === 'highway' && !p.street);
  const street = isStreet ? p.name : p.street;
  return presentPlace(
    {
      name: isStreet || (address && street) ? undefined : p.name,
      street,
      housenumber: p.housenumber,
      district: p.district ?? p.locality,
      city: p.city ?? (p.type === 'city' ? undefined : p.county),
    },
    { lat, lon },
  );
}

function features(answer: unknown): PhotonFeature[] {
  const list = (answer as { features?: unknown })?.features;
  if (!Array.isArray(list)) throw new ProviderError('Photon: an answer without features');
  return list as PhotonFeature[];
}

/**
 * Photon (komoot's geocoder over OpenStreetMap), made for search-as-you-type: `/api` with a
 * location bias and a box around the city, `/reverse` limited to houses and streets.
 */
export function createPhoton(options: {
  url: string;
  userAgent: string;
  language: string;
  fetch?: typeof fetch;
}): Geocoder {
  const get = (path: string, params: Record<string, string | string[]>) => {
    const url = new URL(`${options.url}${path}`);
    for (const [key, value] of Object.entries(params))
      for (const one of [value].flat()) url.searchParams.append(key, one);
    return getJson(url, options);
  };
  const around = (near: Point | undefined): Record<string, string> =>
    near
      ? {
          lat: String(near.lat),
          lon: String(near.lon),
          bbox: [
            near.lon - SEARCH_BOX_DEGREES,
            near.lat - SEARCH_BOX_DEGREES,
            near.lon + SEARCH_BOX_DEGREES,
            near.lat + SEARCH_BOX_DEGREES,
          ]
            .map((value) => value.toFixed(4))
            .join(','),
        }
      : {};
  return {
    typeahead: true,
    async search({ text, near, limit }) {
      const answer = await get('/api', {
        q: text,
        limit: String(limit),
        lang: options.language,
        ...around(near),
      });
      return features(answer).flatMap((feature) => toPlace(feature, false) ?? []);
    },
    async reverse(point) {
      const answer = await get('/reverse', {
        lat: String(point.lat),
        lon: String(point.lon),
        limit: '1',
        radius: '0.25',
        lang: options.language,
        layer: ['house', 'street'],
      });
      const [first] = features(answer);
      return (first && toPlace(first, true)) ?? null;
    },
  };
}
