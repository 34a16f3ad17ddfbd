import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiInfo } from '@app/contract/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { productionEnv } from '../../test/app.js';
import { backends, tempDir } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// The map's configuration (docs/decisions/0016-map.md): the style the web is told about, the
// origins the CSP lets it reach, and the operator's files under /map/, read by byte ranges.

describe('MAP_STYLE_URL and MAP_ORIGINS', () => {
  it("default to OpenFreeMap's streets, whose origin the browser may then reach", () => {
    for (const env of [{}, productionEnv()]) {
      expect(loadConfig(env).map).toEqual({
        styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
        origins: ['https://tiles.openfreemap.org'],
      });
    }
  });

  it('keep tests, and whoever says none, on the embedded basemap', () => {
    for (const env of [{ NODE_ENV: 'test' as const }, { MAP_STYLE_URL: 'none' }]) {
      expect(loadConfig(env).map).toEqual({ styleUrl: undefined, origins: [] });
    }
  });

  it('take a style on another host, whose origin the browser may then reach', () => {
    const config = loadConfig({
      MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty',
      MAP_ORIGINS: 'https://fonts.example.org/glyphs, https://tiles.openfreemap.org',
    });
    expect(config.map).toEqual({
      styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      origins: ['https://tiles.openfreemap.org', 'https://fonts.example.org'],
    });
  });

  it('take a style served by this server, which needs no other origin', () => {
    expect(loadConfig({ MAP_STYLE_URL: '/map/style.json' }).map).toEqual({
      styleUrl: '/map/style.json',
      origins: [],
    });
  });

  it.each(['map/style.json', '//evil.example/style.json', 'javascript:alert(1)', 'ftp://a.es/s'])(
    'refuse %s as a style',
    (value) => {
      expect(() => loadConfig({ MAP_STYLE_URL: value })).toThrow(/MAP_STYLE_URL/);
    },
  );

  it('refuse an origin that is not http(s)', () => {
    expect(() => loadConfig({ MAP_ORIGINS: 'https://a.es,tiles' })).toThrow(/MAP_ORIGINS/);
  });
});

describe.each(backends)('the map on $name', (backend) => {
  const data = tempDir();
  // An archive of 1000 known bytes: byte i is i % 251.
  const archive = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
  // The operator's files are there before the app starts, and go after it stops.
  beforeAll(() => {
    mkdirSync(path.join(data.dir, 'map'));
    writeFileSync(path.join(data.dir, 'map', 'espana.pmtiles'), archive);
    writeFileSync(path.join(data.dir, 'map', 'style.json'), '{"version":8}');
    writeFileSync(path.join(data.dir, 'map', '.secreto'), 'no');
  });
  afterAll(() => data.remove());
  const api = apiSuite(backend, {
    env: {
      DATA_DIR: data.dir,
      MAP_STYLE_URL: '/map/style.json',
      MAP_ORIGINS: 'https://tiles.example.org',
    },
  });

  it('tells the web its style in /info', async () => {
    const info = (await api.app.inject('/api/info')).json<ApiInfo>();
    expect(info.map).toEqual({ style: '/map/style.json' });
  });

  it('lets the browser reach the style’s origins, and no others', async () => {
    const csp = String((await api.app.inject('/web/app')).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' ws: wss: https:\/\/tiles\.example\.org/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org/);
    expect(csp).not.toMatch(/openfreemap/);
  });

  it('answers a byte range of an archive with 206 and exactly those bytes', async () => {
    const response = await api.app.inject({
      url: '/map/espana.pmtiles',
      headers: { range: 'bytes=500-599' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 500-599/1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(archive.subarray(500, 600))).toBe(true);
    // The reader checks that the archive did not change between two reads.
    expect(response.headers.etag).toBeTruthy();
  });

  it('answers the whole file, and a range past its end with 416', async () => {
    const whole = await api.app.inject('/map/espana.pmtiles');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(1000);
    const past = await api.app.inject({
      url: '/map/espana.pmtiles',
      headers: { range: 'bytes=5000-5100' },
    });
    expect(past.statusCode).toBe(416);
  });

  it('serves no dot file and nothing outside the folder', async () => {
    const dotFile = await api.app.inject('/map/.secreto');
    expect(dotFile.statusCode).toBe(404);
    expect(dotFile.json()).toHaveProperty('message');
    expect((await api.app.inject('/map/../secrets.json')).statusCode).toBe(404);
    expect((await api.app.inject('/map/%2e%2e/secrets.json')).statusCode).toBe(404);
    expect((await api.app.inject('/map/nada.pmtiles')).statusCode).toBe(404);
  });
});

describe('without a map folder', () => {
  const api = apiSuite(backends[0]!);

  it('has /info say the web draws its own basemap, and /map/ is not found', async () => {
    expect((await api.app.inject('/api/info')).json<ApiInfo>().map).toEqual({ style: null });
    const response = await api.app.inject('/map/style.json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
