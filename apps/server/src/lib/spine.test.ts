import { formBoolean, id, jsonText } from '@app/contract/fields';
import { pageQuery } from '@app/contract/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backends, type TestDatabase } from '../test/backends.js';
import { testApp } from '../test/app.js';
import { multipart } from '../test/multipart.js';
import { paginate } from './paging.js';
import { conflict, forbidden, unauthorized } from './http-errors.js';

// The server's spine (body formats, validation, error shape) through routes that exist only
// in this test, registered on the real app so every hook and handler of the server applies.
const echoBody = z.object({
  name: z.string().min(2).max(50),
  count: id.optional(),
  active: formBoolean.optional(),
  location: jsonText(z.object({ lat: z.number(), lon: z.number() })).optional(),
  tags: jsonText(z.array(z.object({ id }))).optional(),
});

let database: TestDatabase;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  database = await backends[0]!.open();
  ({ app, close } = await testApp(database, { BODY_LIMIT_BYTES: '4096' }));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/spine/echo', { schema: { body: echoBody } }, (request) => request.body);
  typed.get(
    '/spine/list',
    { schema: { querystring: pageQuery(z.object({ city: id })) } },
    (request) =>
      paginate(request.query, async (limit, offset) => ({
        rows: Array.from(
          { length: Math.max(0, Math.min(limit, 45 - offset)) },
          (_, i) => offset + i,
        ),
        total: 45,
      })),
  );
  typed.get('/spine/401', () => Promise.reject(unauthorized()));
  typed.get('/spine/403', () => Promise.reject(forbidden()));
  typed.get('/spine/409', () => Promise.reject(conflict()));
  typed.get('/spine/crash', () => Promise.reject(new Error('secret database detail')));
  await app.ready();
});

afterAll(async () => {
  await close();
  await database.dispose();
});

function expectLaravelShape(body: unknown) {
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String) as unknown }));
}

describe('request bodies', () => {
  const expected = {
    name: 'Ana María',
    count: 3,
    active: true,
    location: { lat: 40.4, lon: -3.7 },
    tags: [{ id: 1 }, { id: 2 }],
  };

  it('reads multipart form data, with JSON text, digits and 1/0', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      ...multipart({
        name: 'Ana María',
        count: '3',
        active: '1',
        location: '{"lat":40.4,"lon":-3.7}',
        tags: '[{"id":1},{"id":2}]',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it('reads url-encoded bodies the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Ana María',
        count: '3',
        active: '1',
        location: '{"lat":40.4,"lon":-3.7}',
        tags: '[{"id":1},{"id":2}]',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it('reads JSON bodies with plain values', async () => {
    const response = await app.inject({ method: 'POST', url: '/spine/echo', payload: expected });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it('answers 422 in the Laravel shape, field by field, in Spanish', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      payload: { count: 'tres', active: 'quizá', location: '{"lat":', tags: [{ id: -1 }] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors).sort()).toEqual([
      'active',
      'count',
      'location',
      'name',
      'tags.0.id',
    ]);
    expect(body.errors.name).toEqual(['Campo requerdio.']);
    expect(body.errors.location).toEqual(['Debe ser un texto JSON válido.']);
    expect(body.message).toBe('Campo requerdio. (y 4 errores más)');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name": "Ana"', 400],
    [
      'a __proto__ key in JSON',
      'application/json',
      '{"name":"Ana","__proto__":{"admin":true}}',
      400,
    ],
    [
      'a constructor.prototype key',
      'application/json',
      '{"name":"Ana","constructor":{"prototype":{"a":1}}}',
      400,
    ],
    ['an empty JSON body', 'application/json', '', 400],
    ['a wrong content type', 'text/plain', 'name=Ana', 415],
    ['an unknown content type', 'application/xml', '<name>Ana</name>', 415],
    ['a __proto__ form field', 'application/x-www-form-urlencoded', '__proto__=x&name=Ana', 422],
    ['a JSON array body', 'application/json', '[1,2,3]', 422],
    [
      'a wrongly typed JSON value',
      'application/json',
      '{"name":12,"count":1e308,"active":[]}',
      422,
    ],
  ])('refuses %s with a 4xx in the Laravel shape', async (_case, type, payload, status) => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expectLaravelShape(response.json());
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a __proto__ key inside JSON text of a form field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      ...multipart({ name: 'Ana', location: '{"lat":1,"lon":2,"__proto__":{"x":1}}' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty('location');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      payload: { name: 'Ana', padding: 'x'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Archivo demasiado grande.' });
  });

  it('refuses an oversized multipart field with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      ...multipart({ name: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expectLaravelShape(response.json());
  });

  it('refuses a file where the route takes none', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      ...multipart({ name: 'Ana' }, [
        { field: 'avatar', filename: 'a.txt', type: 'text/plain', content: 'hola' },
      ]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty('avatar');
  });

  it('refuses a truncated multipart body with 400', async () => {
    const { headers, payload } = multipart({ name: 'Ana María', count: '3' });
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      headers,
      payload: payload.subarray(0, 60),
    });
    expect(response.statusCode).toBe(400);
    expectLaravelShape(response.json());
  });

  it('refuses multipart without a boundary', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=Ana',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectLaravelShape(response.json());
  });

  it('refuses NUL characters anywhere with 422', async () => {
    const inBody = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      payload: { name: 'Ana\u0000' },
    });
    expect(inBody.statusCode).toBe(422);
    expect(inBody.json()).toEqual({
      message: 'Contiene caracteres no permitidos.',
      errors: { name: ['Contiene caracteres no permitidos.'] },
    });
    const inQuery = await app.inject('/spine/list?search=a%00b');
    expect(inQuery.statusCode).toBe(422);
  });

  it('survives deeply nested JSON', async () => {
    const deep = '['.repeat(1000) + ']'.repeat(1000);
    const response = await app.inject({
      method: 'POST',
      url: '/spine/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Ana","tags":${deep}}`,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('error answers', () => {
  it.each([
    ['/spine/401', 401, 'No autenticado.'],
    ['/spine/403', 403, 'No tienes permisos para hacer esta petción.'],
    ['/spine/409', 409, 'La petición entra en conflicto con el estado actual.'],
    ['/api/no-such-route', 404, 'Recurso no encontrado.'],
    ['/no-such-page', 404, 'Recurso no encontrado.'],
  ])('%s answers %i', async (url, status, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('answers 500 without leaking what went wrong', async () => {
    const response = await app.inject('/spine/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Error del servidor.' });
    expect(response.body).not.toMatch(/secret|stack|Error:/);
  });
});

describe('paged lists', () => {
  it('answers a page with the paginator fields', async () => {
    const response = await app.inject('/spine/list?page=3&pageSize=20&filter=%7B%22city%22%3A1%7D');
    expect(response.json()).toEqual({
      data: [40, 41, 42, 43, 44],
      current_page: 3,
      per_page: 20,
      total: 45,
      last_page: 3,
    });
  });

  it('defaults to page 1 of 20', async () => {
    const body = (await app.inject('/spine/list')).json<{ per_page: number; data: number[] }>();
    expect(body.per_page).toBe(20);
    expect(body.data[0]).toBe(0);
  });

  it.each([
    'pageSize=101',
    'pageSize=0',
    'page=-1',
    'page=99999999999999999999',
    'pageSize=abc',
    'filter=%7Bnot-json',
    'filter=%7B%22city%22%3A%22x%22%7D',
  ])('refuses %s with 422', async (query) => {
    const response = await app.inject(`/spine/list?${query}`);
    expect(response.statusCode).toBe(422);
    expectLaravelShape(response.json());
  });
});

describe('security headers and CORS', () => {
  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/info', '/api/no-such-route']) {
      const response = await app.inject(url);
      // HSTS only over HTTPS or in production (headers.test.ts); this is plain HTTP.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('allows the listed origins only', async () => {
    const allowed = await app.inject({
      url: '/api/info',
      headers: { origin: 'http://localhost:8000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    const other = await app.inject({
      url: '/api/info',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
