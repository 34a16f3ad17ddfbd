import type { PlaceAtAnswer, PlaceSearchAnswer } from '@app/contract/place-search';
import type { ApiInfo } from '@app/contract/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { loadConfig } from '../../config.js';
import { backends } from '../../test/backends.js';
import { startGeocoderStandIn, type GeocoderStandIn } from '../../test/geocoder-stand-in.js';
import { apiSuite } from '../../test/suite.js';

// Place search (docs/decisions/0037-geocoder.md) against a local stand-in of Photon's and
// Nominatim's protocols: answers in Spanish near the city, a day's cache, one request a second
// to the provider, a failing provider as 503, and the per-member limit.

const [pglite] = backends;
const MADRID = { lat: 40.4165, lon: -3.70256 };

const search = (q: string, near = MADRID) =>
  `/place/search?q=${encodeURIComponent(q)}&lat=${near.lat}&lon=${near.lon}`;

describe('GEOCODER and GEOCODER_URL', () => {
  it("default to Photon's public instance, paced to a request a second", () => {
    expect(loadConfig({}).geocoder).toEqual({
      kind: 'photon',
      url: 'https://photon.komoot.io',
      intervalMs: 1000,
      userAgent: 'Antojo/1.0 (+http://localhost:8000)',
    });
  });

  it('take Nominatim, another instance and another pace; none in tests or when told', () => {
    expect(loadConfig({ GEOCODER: 'nominatim' }).geocoder?.url).toBe(
      'https://nominatim.openstreetmap.org',
    );
    expect(
      loadConfig({ GEOCODER_URL: 'http://10.0.0.5:2322/', GEOCODER_REQUESTS_PER_SECOND: '4' })
        .geocoder,
    ).toMatchObject({ kind: 'photon', url: 'http://10.0.0.5:2322', intervalMs: 250 });
    expect(loadConfig({ NODE_ENV: 'test' }).geocoder).toBeUndefined();
    expect(loadConfig({ GEOCODER: 'none' }).geocoder).toBeUndefined();
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://a.es' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });
});

describe('place search over Photon', () => {
  // The stand-in starts before the app (its URL is the app's setting) and closes after it.
  let photon: GeocoderStandIn;
  beforeAll(async () => {
    photon = await startGeocoderStandIn();
  });
  afterAll(() => photon?.close());
  const api = apiSuite(pglite!, {
    env: () => ({
      GEOCODER: 'photon',
      GEOCODER_URL: photon.url,
      PUBLIC_URL: 'https://antojo.example',
    }),
    emails: 'photon',
  });
  let member: Session;
  beforeAll(async () => {
    member = await api.member();
  });
  const get = (url: string) => api.send(member, 'GET', url);

  it('says in /info that places can be searched as people type', async () => {
    const info = (await api.send(null, 'GET', '/info')).json<ApiInfo>();
    expect(info.placeSearch).toEqual({ typeahead: true });
  });

  it('finds places near the city, in Spanish, nearest first, saying who asks', async () => {
    const response = await get(search('la chopera'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlaceSearchAnswer>().data).toEqual([
      {
        name: 'Polideportivo La Chopera',
        address: 'Paseo de Fernán Núñez, Retiro, Madrid',
        lat: 40.41362,
        lon: -3.68391,
      },
      {
        name: 'Polideportivo La Chopera',
        address: 'Avenida de la Chopera, Alcobendas',
        lat: 40.54123,
        lon: -3.63912,
      },
    ]);
    const [sent] = photon.requests.slice(-1);
    expect(sent!.path).toBe('/api');
    expect(sent!.query.get('lang')).toBe('es');
    expect(sent!.query.get('lat')).toBe('40.42');
    expect(sent!.headers['user-agent']).toBe('Antojo/1.0 (+https://antojo.example)');
  });

  it('answers the same question from its cache, whatever the case and spaces', async () => {
    const before = photon.requests.length;
    const again = await get(search('  La   CHOPERA '));
    expect(again.json<PlaceSearchAnswer>().data[0]!.name).toBe('Polideportivo La Chopera');
    expect(photon.requests).toHaveLength(before);
  });

  it('names the point a pin was dragged to, and nothing where there is no street', async () => {
    const here = await get('/place/reverse?lat=40.40875&lon=-3.69671');
    expect(here.json<PlaceAtAnswer>().place).toEqual({
      name: 'Calle de Argumosa, 12',
      address: 'Embajadores, Madrid',
      lat: 40.40872,
      lon: -3.69676,
    });
    const [sent] = photon.requests.slice(-1);
    expect(sent!.query.getAll('layer')).toEqual(['house', 'street']);
    const street = await get('/place/reverse?lat=40.40795&lon=-3.6983');
    expect(street.json<PlaceAtAnswer>().place).toMatchObject({
      name: 'Calle del Doctor Fourquet',
      address: 'Embajadores, Madrid',
    });
    const sea = await get('/place/reverse?lat=39.9&lon=1.1');
    expect(sea.json<PlaceAtAnswer>()).toEqual({ place: null });
  });

  it('asks the provider at most once a second, and says so when too many wait', async () => {
    const before = photon.requests.length;
    const answers = await Promise.all(
      ['retiro', 'cristal', 'argumosa', 'fourquet', 'madrid', 'alcobendas'].map((q) =>
        get(search(q)),
      ),
    );
    const times = photon.requests.slice(before).map((request) => request.at);
    for (let index = 1; index < times.length; index++)
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(950);
    // Those that would have waited more than 3 s were told to come back (pacer.test.ts has the
    // exact count; here the machine's speed decides how many arrived at once).
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.statusCode);
      if (answer.statusCode !== 503) continue;
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json()).toEqual({
        message: 'Hay muchas búsquedas a la vez. Inténtalo en un momento.',
      });
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(times.length);
  });

  it('answers 503 with Retry-After when the provider fails, and caches no failure', async () => {
    await new Promise((done) => setTimeout(done, 4000));
    photon.behave('fail');
    const failed = await get(search('palacio'));
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.json()).toEqual({
      message: 'Ahora mismo no podemos buscar lugares. Inténtalo en un momento.',
    });
    photon.behave('answer');
    await new Promise((done) => setTimeout(done, 1000));
    const answered = await get(search('palacio'));
    expect(answered.statusCode).toBe(200);
    expect(answered.json<PlaceSearchAnswer>().data[0]!.name).toBe('Palacio de Cristal');
  });

  it('refuses short texts and half a point (422), and guests (401)', async () => {
    const short = await get('/place/search?q=ab');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.q).toEqual(['Escribe al menos 3 letras.']);
    const half = await get('/place/search?q=chopera&lat=40.4');
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.lon).toBeDefined();
    const outside = await get('/place/reverse?lat=91&lon=0');
    expect(outside.statusCode).toBe(422);
    const guest = await api.send(null, 'GET', search('chopera'));
    expect(guest.statusCode).toBe(401);
  });

  it('lets a member search 30 times a minute', async () => {
    const other = await api.member();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      const response = await api.send(other, 'GET', search('la chopera'));
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('place search over Nominatim', () => {
  let nominatim: GeocoderStandIn;
  beforeAll(async () => {
    nominatim = await startGeocoderStandIn();
  });
  afterAll(() => nominatim?.close());
  const api = apiSuite(pglite!, {
    env: () => ({ GEOCODER: 'nominatim', GEOCODER_URL: `${nominatim.url}/` }),
    emails: 'nominatim',
  });
  let member: Session;
  beforeAll(async () => {
    member = await api.member();
  });
  const get = (url: string) => api.send(member, 'GET', url);

  it('searches only when asked (its rules forbid searching as people type)', async () => {
    const info = (await api.send(null, 'GET', '/info')).json<ApiInfo>();
    expect(info.placeSearch).toEqual({ typeahead: false });
  });

  it('finds places in the box around the city and names points, in Spanish', async () => {
    const found = await get(search('cristal'));
    expect(found.json<PlaceSearchAnswer>().data).toEqual([
      {
        name: 'Palacio de Cristal',
        address: 'Paseo de Venezuela, Retiro, Madrid',
        lat: 40.41385,
        lon: -3.68215,
      },
    ]);
    const [sent] = nominatim.requests.slice(-1);
    expect(sent!.path).toBe('/search');
    expect(sent!.query.get('accept-language')).toBe('es');
    expect(sent!.query.get('format')).toBe('jsonv2');
    expect(sent!.query.get('bounded')).toBe('1');
    await new Promise((done) => setTimeout(done, 1000));
    const here = await get('/place/reverse?lat=40.40875&lon=-3.69671');
    expect(here.json<PlaceAtAnswer>().place).toMatchObject({
      name: 'Calle de Argumosa, 12',
      address: 'Embajadores, Madrid',
    });
    await new Promise((done) => setTimeout(done, 1000));
    const sea = await get('/place/reverse?lat=39.9&lon=1.1');
    expect(sea.json<PlaceAtAnswer>()).toEqual({ place: null });
  });
});

describe('without a geocoder', () => {
  const api = apiSuite(pglite!, { emails: 'sin' });
  let member: Session;
  beforeAll(async () => {
    member = await api.member();
  });

  it('says so in /info, and its routes answer 404 in words', async () => {
    const info = (await api.send(null, 'GET', '/info')).json<ApiInfo>();
    expect(info.placeSearch).toBeNull();
    const response = await api.send(member, 'GET', search('la chopera'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Este servidor no tiene búsqueda de lugares.' });
  });
});
