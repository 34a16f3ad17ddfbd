import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, tempDir, type TestDatabase } from '../../test/backends.js';
import { testApp } from '../../test/app.js';

const html = (title: string) => `<!doctype html><html lang="es"><title>${title}</title></html>`;

describe('the website under /web', () => {
  const dist = tempDir();
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    writeFileSync(`${dist.dir}/index.html`, html('Inicio'));
    mkdirSync(`${dist.dir}/info/delete-account`, { recursive: true });
    writeFileSync(`${dist.dir}/info/index.html`, html('Info'));
    writeFileSync(`${dist.dir}/info/delete-account/index.html`, html('Eliminar'));
    writeFileSync(`${dist.dir}/spa.html`, html('Shell'));
    writeFileSync(`${dist.dir}/404.html`, html('No encontrada'));
    writeFileSync(`${dist.dir}/spa-routes.json`, '["administration"]');
    mkdirSync(`${dist.dir}/assets`);
    writeFileSync(`${dist.dir}/assets/app-abc123.js`, 'console.log("hola")');
    // As apps/web/scripts/compress.mjs leaves them: compressed copies beside the files.
    const script = 'console.log("comprimido");'.repeat(40);
    writeFileSync(`${dist.dir}/assets/big-def456.js`, script);
    writeFileSync(`${dist.dir}/assets/big-def456.js.br`, brotliCompressSync(script));
    writeFileSync(`${dist.dir}/assets/big-def456.js.gz`, gzipSync(script));
    mkdirSync(`${dist.dir}/terms`);
    writeFileSync(`${dist.dir}/terms/index.html`, html('Condiciones'));
    writeFileSync(`${dist.dir}/terms/index.html.br`, brotliCompressSync(html('Condiciones')));
    writeFileSync(`${dist.dir}/terms/index.html.gz`, gzipSync(html('Condiciones')));
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { WEB_DIST_DIR: dist.dir }));
  });

  afterAll(async () => {
    await close();
    await database.dispose();
    dist.remove();
  });

  it.each([
    ['/web', 'Inicio'],
    ['/web/', 'Inicio'],
    ['/web/info', 'Info'],
    ['/web/info/', 'Info'],
    ['/web/info/delete-account', 'Eliminar'],
    ['/web/info?x=1', 'Info'],
  ])('serves the prerendered page at %s', async (url, title) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each(['/web/administration', '/web/administration/apk-deploys/create'])(
    'serves the client shell for the staff area at %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Shell</title>');
    },
  );

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends the compressed copy the browser accepts (%s), of assets and pages',
    async (accept, encoding, decode) => {
      for (const [url, text] of [
        ['/web/assets/big-def456.js', 'console.log("comprimido");'],
        ['/web/terms', '<title>Condiciones</title>'],
      ] as const) {
        const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(decode(response.rawPayload).toString(), url).toContain(text);
      }
    },
  );

  it('sends the file as it is to a client that accepts no compression, or without a copy', async () => {
    const plain = await app.inject({ url: '/web/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("comprimido");');
    const noCopy = await app.inject({
      url: '/web/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(noCopy.statusCode).toBe(200);
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.body).toBe('console.log("hola")');
  });

  it('caches hashed assets for a year, and has pages revalidate', async () => {
    const asset = await app.inject({
      url: '/web/assets/big-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/web/terms', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers the 404 page with status 404 for unknown routes', async () => {
    const response = await app.inject('/web/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>No encontrada</title>');
  });

  it('serves built assets with a long cache life', async () => {
    const response = await app.inject('/web/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404 for a missing file, never a page', async () => {
    expect((await app.inject('/web/assets/gone-000.js')).statusCode).toBe(404);
  });

  it.each([
    '/web/..%2f..%2fpackage.json',
    '/web/%2e%2e/%2e%2e/package.json',
    '/web/.git/config',
    '/web/%E0%A4%A',
  ])('refuses %s', async (url) => {
    const response = await app.inject(url);
    // Fastify itself answers 400 for an escape it cannot decode.
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('"name"');
  });

  it('sends / to /web', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/web');
  });
});
