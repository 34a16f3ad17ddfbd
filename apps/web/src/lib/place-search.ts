import { PLACE_SEARCH_LIMITS, type PlaceFound } from '@app/contract/place-search';
import { findPlaceAt, searchPlaces } from '@app/sdk/calls/place-search';
import type { Coordinate } from '@app/sdk/reference/geo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { placeKeys } from './query-keys';

/** A day, as the server keeps the provider's answers: the same question is not asked again. */
const KEEP_MS = 24 * 60 * 60_000;

/** Whether a typed text is long enough to be searched. */
export const searchable = (text: string) => text.trim().length >= PLACE_SEARCH_LIMITS.textMin;

/** `GET /place/search`: places matching `text` near `near` (the chosen city's centre). */
export function placeSearchQueryOptions(text: string, near: Coordinate | undefined) {
  const q = text.trim();
  return queryOptions({
    queryKey: placeKeys.search(q.toLocaleLowerCase('es'), near?.lat, near?.lon),
    enabled: searchable(q),
    queryFn: ({ signal }) =>
      searchPlaces(sdkClient(), { q, ...(near && { lat: near.lat, lon: near.lon }) }, { signal }),
    staleTime: KEEP_MS,
    retry: false,
  });
}

/** The places found; the last ones stay while the next word's are on their way. */
export const usePlaceSearch = (text: string, near: Coordinate | undefined) =>
  useQuery({ ...placeSearchQueryOptions(text, near), placeholderData: keepPreviousData });

/** The address of a point, asked to about ten metres (as the server keeps it). */
export function placeAtQueryOptions(point: Coordinate | null) {
  const rounded = point && {
    lat: Number(point.lat.toFixed(4)),
    lon: Number(point.lon.toFixed(4)),
  };
  return queryOptions({
    queryKey: placeKeys.at(rounded?.lat, rounded?.lon),
    enabled: rounded !== null,
    queryFn: ({ signal }) => findPlaceAt(sdkClient(), rounded!, { signal }),
    staleTime: KEEP_MS,
    retry: false,
  });
}

/** The street and number where a pin is, when the server has a geocoder and a point is given. */
export const usePlaceAt = (point: Coordinate | null) => useQuery(placeAtQueryOptions(point));

/** "Calle de Argumosa, 12 · Embajadores, Madrid": a place in one line. */
export const placeLine = (place: Pick<PlaceFound, 'name' | 'address'>) =>
  place.address ? `${place.name} · ${place.address}` : place.name;
