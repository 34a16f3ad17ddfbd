import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in of the two geocoders' protocols (Photon's `/api` and `/reverse`,
 * Nominatim's `/search` and `/reverse` in `jsonv2`), answering from a small gazetteer, so that
 * tests never reach the network. Only node:http: the browser tests run it too.
 */

/** A place of the stand-in's gazetteer. */
export type StandInPlace = {
  kind: 'place' | 'house' | 'street';
  /** A named place's name in Spanish; what the provider answers when asked in Spanish. */
  name?: string;
  /** Its name in English, answered when the request asks for no language or another. */
  nameEn?: string;
  street?: string;
  housenumber?: string;
  district?: string;
  city: string;
  lat: number;
  lon: number;
};

export type StandInRequest = {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  at: number;
};

/** Madrid around the Retiro and Lavapiés, for tests that search and drag there. */
export const MADRID_PLACES: StandInPlace[] = [
  {
    kind: 'place',
    name: 'Polideportivo La Chopera',
    nameEn: 'La Chopera Sports Centre',
    street: 'Paseo de Fernán Núñez',
    district: 'Retiro',
    city: 'Madrid',
    lat: 40.41362,
    lon: -3.68391,
  },
  {
    kind: 'place',
    name: 'Palacio de Cristal',
    nameEn: 'Crystal Palace',
    street: 'Paseo de Venezuela',
    district: 'Retiro',
    city: 'Madrid',
    lat: 40.41385,
    lon: -3.68215,
  },
  {
    kind: 'house',
    street: 'Calle de Argumosa',
    housenumber: '12',
    district: 'Embajadores',
    city: 'Madrid',
    lat: 40.40872,
    lon: -3.69676,
  },
  {
    kind: 'street',
    street: 'Calle del Doctor Fourquet',
    district: 'Embajadores',
    city: 'Madrid',
    lat: 40.40791,
    lon: -3.69825,
  },
  {
    kind: 'place',
    name: 'Polideportivo La Chopera',
    street: 'Avenida de la Chopera',
    district: 'Alcobendas',
    city: 'Alcobendas',
    lat: 40.54123,
    lon: -3.63912,
  },
  {
    kind: 'place',
    name: 'Parque de la Chopera',
    street: 'Calle de la Chopera',
    city: 'Barcelona',
    lat: 41.38,
    lon: 2.17,
  },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.hypot((a.lat - b.lat) * 111.3, (a.lon - b.lon) * 111.3 * Math.cos((a.lat * Math.PI) / 180));

function matches(place: StandInPlace, text: string): boolean {
  const haystack = fold(
    [place.name, place.nameEn, place.street, place.housenumber, place.district, place.city].join(
      ' ',
    ),
  );
  return fold(text)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export async function startGeocoderStandIn(places: StandInPlace[] = MADRID_PLACES) {
  const requests: StandInRequest[] = [];
  let mode: 'answer' | 'fail' | 'hang' = 'answer';

  const nameIn = (place: StandInPlace, spanish: boolean) =>
    spanish ? place.name : (place.nameEn ?? place.name);

  const photonFeature = (place: StandInPlace, spanish: boolean) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
    properties: {
      ...(place.kind === 'place' && { name: nameIn(place, spanish), osm_key: 'leisure' }),
      ...(place.kind === 'street' && { name: place.street, osm_key: 'highway' }),
      ...(place.kind !== 'street' && place.street && { street: place.street }),
      ...(place.housenumber && { housenumber: place.housenumber }),
      ...(place.district && { district: place.district }),
      city: place.city,
      country: spanish ? 'España' : 'Spain',
      countrycode: 'ES',
      type: place.kind === 'place' ? 'house' : place.kind,
    },
  });

  const nominatimPlace = (place: StandInPlace, spanish: boolean) => ({
    lat: String(place.lat),
    lon: String(place.lon),
    name: place.kind === 'place' ? nameIn(place, spanish) : (place.street ?? ''),
    display_name: 'sin usar',
    address: {
      ...(place.street && { road: place.street }),
      ...(place.housenumber && { house_number: place.housenumber }),
      ...(place.district && { suburb: place.district }),
      city: place.city,
      country: spanish ? 'España' : 'Spain',
    },
  });

  const inBox = (place: StandInPlace, box: number[]) => {
    const [west, south, east, north] = box as [number, number, number, number];
    return place.lon >= west && place.lon <= east && place.lat >= south && place.lat <= north;
  };

  function answer(path: string, query: URLSearchParams, headers: IncomingHttpHeaders) {
    const limit = Number(query.get('limit') ?? 10);
    const at = query.has('lat')
      ? { lat: Number(query.get('lat')), lon: Number(query.get('lon')) }
      : undefined;
    const byDistance = (list: StandInPlace[]) =>
      at ? [...list].sort((a, b) => km(a, at) - km(b, at)) : list;
    if (path === '/api' || path === '/search') {
      const photon = path === '/api';
      // Photon: lang, else Accept-Language; Nominatim: accept-language, else the header.
      const language = photon
        ? (query.get('lang') ?? headers['accept-language'])
        : (query.get('accept-language') ?? headers['accept-language']);
      const spanish = String(language ?? '').startsWith('es');
      let found = places.filter((place) => matches(place, query.get('q') ?? ''));
      if (photon && query.get('bbox'))
        found = found.filter((place) => inBox(place, query.get('bbox')!.split(',').map(Number)));
      if (!photon && query.get('viewbox') && query.get('bounded') === '1') {
        const [west, north, east, south] = query.get('viewbox')!.split(',').map(Number);
        found = found.filter((place) => inBox(place, [west!, south!, east!, north!]));
      }
      found = byDistance(found).slice(0, limit);
      return photon
        ? { type: 'FeatureCollection', features: found.map((p) => photonFeature(p, spanish)) }
        : found.map((place) => nominatimPlace(place, spanish));
    }
    if (path === '/reverse' && at) {
      const photon = !query.has('format');
      const radius = Number(query.get('radius') ?? 0.25);
      const layers = query.getAll('layer');
      const [nearest] = byDistance(
        places.filter(
          (place) =>
            place.kind !== 'place' &&
            (layers.length === 0 || layers.includes(place.kind)) &&
            km(place, at) <= radius,
        ),
      );
      if (photon)
        return {
          type: 'FeatureCollection',
          features: nearest ? [photonFeature(nearest, true)] : [],
        };
      return nearest ? nominatimPlace(nearest, true) : { error: 'Unable to geocode' };
    }
    return undefined;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      at: Date.now(),
    });
    if (mode === 'hang') return;
    if (mode === 'fail') {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
      return;
    }
    const body = answer(url.pathname, url.searchParams, request.headers);
    if (body === undefined) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'bad request' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request received, oldest first. */
    requests,
    /** Answers normally, with a 502, or never. */
    behave(next: 'answer' | 'fail' | 'hang') {
      mode = next;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type GeocoderStandIn = Awaited<ReturnType<typeof startGeocoderStandIn>>;
