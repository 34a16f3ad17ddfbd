import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../test/backends.js';
import { testApp } from '../test/app.js';

type Operation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  summary?: string;
  security?: unknown[];
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { example?: unknown; schema?: unknown }>;
      headers?: Record<string, { example?: unknown }>;
    }
  >;
};
type Document = {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

const REDOCLY_CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));
const PUBLIC_URL = 'https://api.antojo.test';

describe('the API reference at /api/docs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let document: Document;
  let source: string;

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { PUBLIC_URL }));
    source = (await app.inject('/api/docs/json')).body;
    document = JSON.parse(source) as Document;
  });

  afterAll(async () => {
    await close();
    await database.dispose();
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('passes `redocly lint` (the recommended rules, redocly.yaml) with no error or warning', async () => {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const listed = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(listed).toEqual([]);
  });

  it('names the server by PUBLIC_URL', () => {
    expect(document.servers.map((server) => server.url)).toEqual([PUBLIC_URL]);
  });

  it('gives every operation a unique operationId, a summary, described answers and an example', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toBeTruthy();
      const answers = Object.values(operation.responses);
      expect(answers.map((answer) => answer.description)).not.toContain('Default Response');
      const success = Object.entries(operation.responses).find(([status]) => status < '300');
      expect(success, where).toBeDefined();
      const media = Object.entries(success![1].content ?? {});
      const example = media.some(
        ([type, content]) => content.example !== undefined || !type.includes('json'),
      );
      expect(example, `${where} has an example of its answer`).toBe(true);
    }
  });

  it('declares security on every operation: the bearer token, or none for public routes', () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.security, `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    expect(document.paths['/api/auth/singin']?.post?.security).toEqual([]);
    expect(document.paths['/api/activity']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('documents images, builds and the data export under their own media types', () => {
    const avatar = document.paths['/api/user/{id}/avatar']?.get?.responses['200'];
    expect(Object.keys(avatar?.content ?? {})).toEqual(['image/png']);
    const copy = document.paths['/api/user/{id}/export']?.get;
    expect(Object.keys(copy?.responses['200']?.content ?? {})).toEqual(['application/zip']);
    expect(Object.keys(copy?.responses ?? {}).sort()).toEqual([
      '200',
      '401',
      '403',
      '404',
      '422',
      '429',
    ]);
    expect(copy?.responses['200']?.headers?.['Content-Disposition']?.example).toBe(
      'attachment; filename="mis-datos-2026-11-20.zip"',
    );
  });

  it('lists what is refused before the handler: an unreadable body, and values off the schema', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const statuses = Object.keys(operation.responses);
        const where = `${method.toUpperCase()} ${path}`;
        if (operation.requestBody)
          expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415', '422']));
        if ((operation.parameters ?? []).length > 0) expect(statuses, where).toContain('422');
      }
    }
    // A route with neither takes no input to refuse.
    expect(Object.keys(document.paths['/api/health']!.get!.responses)).not.toContain('422');
  });

  it('answers a browser with the reference page, served locally, and anyone else with JSON', async () => {
    const page = await app.inject({
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      // Same origin, no CDN: every asset comes from the server's own npm packages.
      expect(src).toMatch(/^\/api\/docs\/static\//);
      expect((await app.inject(src)).statusCode, src).toBe(200);
    }
    // No inline scripts: the site's CSP (script-src 'self') holds on this page too.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);

    const json = await app.inject('/api/docs');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toEqual(document);
  });
});
