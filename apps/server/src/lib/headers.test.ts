import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_METHODS } from '../app.js';
import { productionEnv, testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';

/** Headers and shapes every answer keeps, and what production refuses to expose. */

const strong = () => randomBytes(32).toString('hex');

describe('on a development server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { TRUST_PROXY: 'true' }));
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  it.each(['/api/info', '/api/text', '/api/concept', '/api/country'])(
    'keeps Vary: Origin on %s',
    async (url) => {
      const response = await app.inject({
        url,
        headers: { origin: 'http://localhost:8000', 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      const vary = String(response.headers.vary).toLowerCase();
      expect(vary).toMatch(/\borigin\b/);
    },
  );

  it('answers a malformed URL in the API shape, with the security headers, not echoing it', async () => {
    const response = await app.inject('/api/user/%E0%A4%A<script>');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La dirección de la petición no es válida.' });
    expect(response.body).not.toContain('script');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('sends HSTS only on requests that came over HTTPS', async () => {
    const plain = await app.inject('/api/info');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({
      url: '/api/info',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets browsers use every method the API has', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const used = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.keys(operations).map((method) => method.toUpperCase()),
      ),
    );
    expect(used.has('DELETE')).toBe(true);
    for (const method of used) expect(CORS_METHODS).toContain(method);

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/activity/1',
      headers: {
        origin: 'http://localhost:8000',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it('serves metrics on a development machine without a token', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(200);
  });

  it("keeps a trusted proxy's request id, and makes one for anything else", async () => {
    const kept = await app.inject({
      url: '/api/info',
      headers: { 'x-request-id': 'nginx-7f3a.01' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a.01');
    const replaced = await app.inject({
      url: '/api/info',
      headers: { 'x-request-id': 'a b"<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('in production', () => {
  let database: TestDatabase;
  const apps: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    database = await backends[0]!.open();
  });
  afterAll(async () => {
    for (const close of apps) await close();
    await database.dispose();
  });

  async function production(env: Record<string, string> = {}) {
    const built = await testApp(database, { ...productionEnv(), ...env });
    apps.push(built.close);
    return built.app;
  }

  it('turns metrics off without METRICS_TOKEN, and guards them with one', async () => {
    const closed = await production();
    expect((await closed.inject('/metrics')).statusCode).toBe(404);

    const token = strong();
    const guarded = await production({ METRICS_TOKEN: token });
    expect((await guarded.inject('/metrics')).statusCode).toBe(401);
    const allowed = await guarded.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('sends HSTS and drops the Vite dev origin from the default CORS list', async () => {
    const app = await production();
    const response = await app.inject({
      url: '/api/info',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
