import type { PlaceFound } from '@app/contract/place-search';

/** A point, as the providers and the contract take it. */
export type Point = { lat: number; lon: number };

/**
 * One small interface in front of any geocoder (docs/decisions/0037-geocoder.md): Photon and
 * Nominatim each implement it over their own protocol.
 */
export type Geocoder = {
  /** Whether the provider's usage rules allow searching as the person types. */
  typeahead: boolean;
  /** Places whose name or address matches `text`, the nearest to `near` first when given. */
  search(request: { text: string; near?: Point; limit: number }): Promise<PlaceFound[]>;
  /** The address at a point (the nearest house or street), or null when there is none near. */
  reverse(point: Point): Promise<PlaceFound | null>;
};

/** What every provider's answer is turned into before it is shown. */
export type AddressParts = {
  /** The place's own name (a sports centre, a park), when it is not a bare address. */
  name?: string | undefined;
  street?: string | undefined;
  housenumber?: string | undefined;
  /** The neighbourhood or district. */
  district?: string | undefined;
  /** The town or city. */
  city?: string | undefined;
};

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * A place as people in Spain write it: a named place by its name, an address as "Calle de
 * Argumosa, 12"; then where it is, without repeating what the name says.
 * @example presentPlace({ street: 'Calle de Argumosa', housenumber: '12', district: 'Embajadores', city: 'Madrid' }, point)
 * // { name: 'Calle de Argumosa, 12', address: 'Embajadores, Madrid', ... }
 */
export function presentPlace(parts: AddressParts, point: Point): PlaceFound {
  const street = present(parts.street);
  const number = present(parts.housenumber);
  const streetLine = street && (number ? `${street}, ${number}` : street);
  const name = present(parts.name) ?? streetLine ?? present(parts.district) ?? present(parts.city);
  const around = [streetLine, present(parts.district), present(parts.city)].filter(
    (part, index, all): part is string =>
      part !== undefined && part !== name && all.indexOf(part) === index,
  );
  return { name: name ?? '', address: around.join(', '), lat: point.lat, lon: point.lon };
}

/** The provider could not answer (down, too slow, an answer we cannot read). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
