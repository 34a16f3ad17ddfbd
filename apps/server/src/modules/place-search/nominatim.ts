import type { PlaceFound } from '@app/contract/place-search';
import { ProviderError, presentPlace, type Geocoder } from './geocoder.js';
import { SEARCH_BOX_DEGREES } from './photon.js';
import { getJson } from './provider-http.js';

type NominatimPlace = {
  lat?: string;
  lon?: string;
  name?: string;
  address?: Record<string, string | undefined>;
  error?: string;
};

function toPlace(place: NominatimPlace, address: boolean): PlaceFound | undefined {
  const lat = Number(place.lat);
  const lon = Number(place.lon);
  if (!place.lat || !place.lon || !Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  const a = place.address ?? {};
  const street = a.road ?? a.pedestrian ?? a.footway ?? a.square;
  const named = place.name && place.name !== street ? place.name : undefined;
  return presentPlace(
    {
      name: address && street ? undefined : named,
      street,
      housenumber: a.house_number,
      district: a.suburb ?? a.city_district ?? a.quarter ?? a.neighbourhood,
      city: a.city ?? a.town ?? a.village ?? a.municipality,
    },
    { lat, lon },
  );
}

/**
 * Nominatim (OpenStreetMap's own geocoder). Its public instance forbids searching as people
 * type, so clients search when asked (`typeahead: false`).
 */
export function createNominatim(options: {
  url: string;
  userAgent: string;
  language: string;
  fetch?: typeof fetch;
}): Geocoder {
  const get = (path: string, params: Record<string, string>) => {
    const url = new URL(`${options.url}${path}`);
    for (const [key, value] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': options.language,
    }))
      url.searchParams.set(key, value);
    return getJson(url, options);
  };
  return {
    typeahead: false,
    async search({ text, near, limit }) {
      const answer = await get('/search', {
        q: text,
        limit: String(limit),
        ...(near && {
          viewbox: [
            near.lon - SEARCH_BOX_DEGREES,
            near.lat + SEARCH_BOX_DEGREES,
            near.lon + SEARCH_BOX_DEGREES,
            near.lat - SEARCH_BOX_DEGREES,
          ]
            .map((value) => value.toFixed(4))
            .join(','),
          bounded: '1',
        }),
      });
      if (!Array.isArray(answer)) throw new ProviderError('Nominatim: a search that is no list');
      return (answer as NominatimPlace[]).flatMap((place) => toPlace(place, false) ?? []);
    },
    async reverse(point) {
      const answer = (await get('/reverse', {
        lat: String(point.lat),
        lon: String(point.lon),
        zoom: '18',
      })) as NominatimPlace;
      // "Unable to geocode": nothing there (the sea, say).
      if (answer?.error) return null;
      return toPlace(answer, true) ?? null;
    },
  };
}
