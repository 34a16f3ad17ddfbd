import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONCEPT_CODES, PETITION_MATCH_TAG, PROFILE_INTEREST_CODES } from '@app/contract/concepts';
import { ALERTS, FORM_MESSAGES, SDK_ERRORS } from '@app/contract/messages';
import type { ApiInfo, Concept, Country, Texts } from '@app/contract/reference';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEVICE_KEYS } from '../config.js';
import { backends } from '../test/backends.js';
import { apiSuite } from '../test/suite.js';

describe.each(backends)('reference data on $name', (backend) => {
  const api = apiSuite(backend);

  describe('GET /api/info', () => {
    it('reports the SDK and a version for each reference list', async () => {
      const response = await api.app.inject('/api/info');
      expect(response.statusCode).toBe(200);
      const info = response.json<ApiInfo>();
      expect(info.sdk).toBe('1.8.3');
      for (const version of [info.countryVersion, info.conceptVersion, info.textVersion]) {
        expect(version).toMatch(/^[0-9a-f]{16}$/);
      }
      expect(info.androidApkVersion).toBeNull();
      expect(info.iosApkVersion).toBeNull();
    });

    it('accepts a registered client application', async () => {
      const response = await api.app.inject({
        url: '/api/info',
        headers: { 'x-device-name': 'android', 'x-device-key': LOCAL_DEVICE_KEYS.android },
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      [{ 'x-device-name': 'android', 'x-device-key': 'wrong' }],
      [{ 'x-device-name': 'toaster', 'x-device-key': LOCAL_DEVICE_KEYS.android }],
      [{ 'x-device-name': 'web' }],
      [{ 'x-device-key': LOCAL_DEVICE_KEYS.web }],
    ])('refuses unregistered device headers %o with 401, on any route', async (headers) => {
      for (const url of ['/api/info', '/api/concept', '/api/auth/comeback']) {
        const response = await api.app.inject({
          url,
          method: url.includes('auth') ? 'POST' : 'GET',
          headers,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Dispositivo no registrado.' });
      }
    });
  });

  describe('GET /api/country', () => {
    let spain: Country;

    beforeAll(async () => {
      const countries = (await api.app.inject('/api/country')).json<Country[]>();
      expect(countries).toHaveLength(1);
      spain = countries[0]!;
    });

    it("lists Spain's provinces and cities with coordinates and time zones", () => {
      expect(spain).toMatchObject({ iso2: 'ES', name: 'España', timezone: 'Europe/Madrid' });
      expect(spain.states.length).toBeGreaterThanOrEqual(50);
      const cities = spain.states.flatMap((state) => state.cities);
      expect(cities.length).toBeGreaterThan(5000);
      for (const city of cities) {
        expect(city.lat).toBeGreaterThan(27);
        expect(city.lat).toBeLessThan(44);
        expect(city.lon).toBeGreaterThan(-19);
        expect(city.lon).toBeLessThan(5);
      }
      const madrid = spain.states
        .find((state) => state.name === 'Madrid')
        ?.cities.find((c) => c.name === 'Madrid');
      expect(madrid).toMatchObject({ timezone: 'Europe/Madrid' });
      expect(madrid!.lat).toBeCloseTo(40.4, 0);
    });

    it('gives the Canary Islands their own time zone', () => {
      const canary = spain.states
        .filter((state) => /Palmas|Santa Cruz de Tenerife/.test(state.name))
        .flatMap((state) => state.cities);
      expect(canary.length).toBeGreaterThan(10);
      expect(new Set(canary.map((city) => city.timezone))).toEqual(new Set(['Atlantic/Canary']));
    });

    it('is compressed and answers 304 to a client that holds its version', async () => {
      const plain = await api.app.inject('/api/country');
      const br = await api.app.inject({
        url: '/api/country',
        headers: { 'accept-encoding': 'br' },
      });
      const gzip = await api.app.inject({
        url: '/api/country',
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const refused = await api.app.inject({
        url: '/api/country',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(refused.headers['content-encoding']).toBe('gzip');
      const etag = plain.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await api.app.inject({
        url: '/api/country',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('GET /api/concept', () => {
    let concepts: Concept[];
    const byCode = (code: string) => concepts.find((concept) => concept.code === code)!;

    beforeAll(async () => {
      concepts = (await api.app.inject('/api/concept')).json<Concept[]>();
    });

    it('has every concept code of the contract', () => {
      expect(concepts.map((concept) => concept.code).sort()).toEqual(
        Object.values(CONCEPT_CODES).sort(),
      );
    });

    it('makes a complete profile (10 interests) easy to reach', () => {
      const total = PROFILE_INTEREST_CODES.reduce(
        (sum, code) => sum + byCode(code).options.length,
        0,
      );
      expect(total).toBeGreaterThanOrEqual(60);
      for (const code of PROFILE_INTEREST_CODES)
        expect(byCode(code).options.length).toBeGreaterThanOrEqual(6);
    });

    it('lists the 12 zodiac signs in calendar order, picked by month index', () => {
      const signs = byCode('zodiacal_signs').options.map((option) => option.name);
      expect(signs).toHaveLength(12);
      // January 10 is Capricorn, April 10 Aries, December 10 Sagittarius.
      expect(signs[new Date(2000, 0, 10).getMonth()]).toBe('Capricornio');
      expect(signs[new Date(2000, 3, 10).getMonth()]).toBe('Aries');
      expect(signs[new Date(2000, 11, 10).getMonth()]).toBe('Sagitario');
    });

    it('has the match petition type, the activity kinds, 20+ disciplines and levels', () => {
      expect(byCode('petitions_types').options.map((option) => option.tag)).toContain(
        PETITION_MATCH_TAG,
      );
      expect(byCode('activity_types').options.map((option) => option.name)).toEqual([
        'Social',
        'Deporte',
      ]);
      expect(byCode('disciplines').options.length).toBeGreaterThanOrEqual(20);
      expect(byCode('levels').options.length).toBeGreaterThanOrEqual(3);
    });

    it('gives every option a unique tag <code>-<slug> and a Spanish name', () => {
      const tags = concepts.flatMap((concept) => concept.options.map((option) => option.tag));
      expect(new Set(tags).size).toBe(tags.length);
      for (const concept of concepts) {
        for (const option of concept.options) {
          expect(option.tag.startsWith(`${concept.code}-`)).toBe(true);
          expect(option.name.trim()).not.toBe('');
        }
      }
    });
  });

  describe('GET /api/text', () => {
    it('has every message the spec gives, keyed by tag', async () => {
      const texts = (await api.app.inject('/api/text')).json<Texts>();
      const values = Object.values(texts).map((text) => text.lan_es);
      for (const message of [...Object.values(FORM_MESSAGES), ...Object.values(ALERTS)]) {
        expect(values).toContain(message);
      }
      for (const [tag, text] of Object.entries(texts)) expect(text.tag).toBe(tag);
      // The SDK's thrown errors are code-level English strings, not interface texts.
      expect(values).not.toContain(SDK_ERRORS.cityOutOfRange);
    });
  });

  it('GET /api/health answers ok', async () => {
    expect((await api.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /api/docs/json documents every API route with its schemas', async () => {
    const doc = (await api.app.inject('/api/docs/json')).json<{
      openapi: string;
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/api/info', '/api/country', '/api/concept', '/api/text', '/api/health']) {
      expect(doc.paths[path]?.get?.responses).toHaveProperty('200');
    }
    const documented = Object.keys(doc.paths);
    expect(documented).toEqual(
      expect.arrayContaining([
        '/api/auth/notificable/{kind}',
        '/api/auth/notificable/{kind}/send',
        '/api/auth/notificable/{kind}/validate',
        '/api/auth/singup',
        '/api/auth/singin',
        '/api/auth/logout',
        '/api/auth/comeback',
        '/api/auth/change_password/{kind}',
        '/api/auth/device/singin',
        '/api/user/{id}',
        '/api/user',
        '/api/config',
        '/api/user/{id}/avatar',
        '/api/user/{id}/photo',
        '/api/user/{id}/photo/{photoId}',
        '/api/photo/{id}',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/auth/singup'])).toMatch(/multipart\/form-data/);
    expect(JSON.stringify(doc.paths['/api/info'])).toMatch(/#\/components\/schemas\/ApiInfo/);
    expect(Object.keys(doc.components.schemas.ApiInfo?.properties ?? {})).toEqual(
      expect.arrayContaining(['sdk', 'countryVersion', 'conceptVersion', 'textVersion']),
    );
  });
});
