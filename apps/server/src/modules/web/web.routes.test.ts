import { mkdirSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, tempDir, type TestDatabase } from '../../test/backends.js';
import { testApp } from '../../test/app.js';

describe('the website under /web', () => {
  const dist = tempDir();
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    writeFileSync(
      `${dist.dir}/index.html`,
      '<!doctype html><html lang="es"><title>Antojo</title></html>',
    );
    mkdirSync(`${dist.dir}/assets`);
    writeFileSync(`${dist.dir}/assets/app-abc123.js`, 'console.log("hola")');
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { WEB_DIST_DIR: dist.dir }));
  });

  afterAll(async () => {
    await close();
    await database.dispose();
    dist.remove();
  });

  it.each(['/web', '/web/', '/web/info', '/web/administration/dashboard'])(
    'serves the page shell at %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Antojo</title>');
    },
  );

  it('serves built assets with a long cache life', async () => {
    const response = await app.inject('/web/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404 for a missing file, never the shell', async () => {
    const response = await app.inject('/web/assets/gone-000.js');
    expect(response.statusCode).toBe(404);
  });

  it('refuses paths that climb out of the site', async () => {
    const response = await app.inject('/web/..%2f..%2fpackage.json');
    expect(response.statusCode).toBe(404);
  });

  it('sends / to /web', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/web');
  });
});
