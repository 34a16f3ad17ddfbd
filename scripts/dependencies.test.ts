// The Node.js version the README promises, the engines field and the installed packages must
// agree: npm ci warns (EBADENGINE) about any package that wants a newer Node.js, and such a
// package may use what the promised version lacks. Where an override pins an older release of
// a dependency (package.json "overrides"), the code that uses it is exercised here, on the
// Node.js running the tests.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } }> };

describe('the supported Node.js version', () => {
  const engines = readJson<{ engines: { node: string } }>('package.json').engines.node;
  const oldest = semver.minVersion(engines)!.version;

  it('is the one the README promises', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const [major, minor] = oldest.split('.');
    expect(readme).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it('runs every installed package', () => {
    const { packages } = readJson<Lock>('package-lock.json');
    const wanting = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([name, entry]) => `${name}@${entry.version} wants Node.js ${entry.engines!.node}`);
    expect(wanting).toEqual([]);
  });
});

describe('the pinned dependencies, in use', () => {
  it('@fastify/static names downloads with content-disposition 2', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'antojo-static-'));
    writeFileSync(path.join(dir, 'informe año.txt'), 'hola');
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/download', (_request, reply) => reply.download('informe año.txt'));
    try {
      const response = await app.inject('/download');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('hola');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="informe a?o.txt"; filename*=UTF-8''informe%20a%C3%B1o.txt`,
      );
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('light-my-request (app.inject) sends cookies with cookie 1', async () => {
    const app = Fastify();
    app.get('/cookie', (request) => ({ cookie: request.headers.cookie }));
    const response = await app.inject({
      url: '/cookie',
      cookies: { sesion: 'a b', tema: 'claro' },
    });
    expect(response.json()).toEqual({ cookie: 'sesion=a%20b; tema=claro' });
    await app.close();
  });
});

describe('the pinned jsonlint-lines-primitives (docs/decisions/0016-map.md)', () => {
  it('is imported by no file MapLibre or its style spec ships, so the pin changes nothing run', () => {
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(c|m)?js$/.test(file))
        .map((file) => path.join(root, dir, file));
    const shipped = [
      ...files('node_modules/maplibre-gl/dist'),
      ...files('node_modules/@maplibre/maplibre-gl-style-spec/dist'),
    ];
    expect(shipped.length).toBeGreaterThan(10);
    const importing = shipped.filter((file) =>
      /(from|require\(|import\()\s*['"`]@mapbox\/jsonlint-lines-primitives/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(importing).toEqual([]);
  });
});
