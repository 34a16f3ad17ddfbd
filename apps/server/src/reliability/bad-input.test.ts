import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Session } from '../test/accounts.js';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';

/**
 * Property-based bad input over every route of the OpenAPI document: generated paths, queries,
 * headers and bodies in every format. Whatever arrives, the answer is below 500, and a refusal
 * has the Laravel shape. FUZZ_RUNS raises the count for the long reliability run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

type Route = { method: string; path: string };

const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e308',
    '9'.repeat(40),
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '{"__proto__":{"admin":true}}',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    'x'.repeat(5000),
  ),
);

const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    weirdText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(weirdText, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

const fieldNames = fc.oneof(
  fc.constantFrom(
    'email',
    'phone',
    'key',
    'code',
    'password',
    'email_or_phone',
    'firstname',
    'birthdate',
    'gender',
    'city',
    'emailId',
    'device_name',
    'stars',
    'description',
    'message',
    'client_id',
    'data',
    'type',
    'location',
    'start_at',
    'duration',
    'participants',
    'acepted',
    'readed',
    'activity',
    'to_user_id',
    'petition_type_option_id',
    'texts',
    'lan_es',
    'socket_id',
    'channel_name',
    'roles',
    'appType',
    'version',
    'page',
    'pageSize',
    'filter',
    'search',
    'sort',
    'after',
    'by',
    'byMe',
    '__proto__',
  ),
  weirdText,
);

const body = fc.dictionary(fieldNames, weirdValue, { maxKeys: 8 });

describe('bad input on every route', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let session: Session;
  let routes: Route[];
  const tally = { tried: 0, serverErrors: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database));
    session = await signUp(app, 'fuzz@example.com');
    const doc = (await app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'delete'].includes(method))
          // Signing out or deleting the account would leave the rest of the run without a user.
          .filter(
            (method) =>
              !(path === '/api/auth/logout' || (method === 'delete' && path === '/api/user/{id}')),
          )
          .map((method) => ({ method: method.toUpperCase(), path })),
      );
    expect(routes.length).toBeGreaterThan(40);
  });

  afterAll(async () => {
    console.warn(
      `bad input: ${tally.tried} requests over ${routes.length} routes, ${tally.serverErrors} answered 5xx; statuses ${JSON.stringify(Object.fromEntries(tally.byStatus))}`,
    );
    await close();
    await database.dispose();
  });

  it('never answers 5xx, and refuses in the Laravel shape', async () => {
    const pathValue = fc.oneof(fc.integer({ min: -5, max: 50 }).map(String), weirdText);
    const request = fc.record({
      routeIndex: fc.nat(),
      params: fc.array(pathValue, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(
        fieldNames,
        fc.oneof(
          weirdText,
          weirdValue.map((value) => JSON.stringify(value) ?? ''),
        ),
        { maxKeys: 5 },
      ),
      body,
      format: fc.constantFrom(
        'json',
        'form',
        'multipart',
        'raw-json',
        'text',
        'invalid-utf8',
        'truncated-multipart',
        'none',
      ),
      auth: fc.constantFrom('valid', 'none', 'garbage', 'forged'),
    });

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const route = routes[input.routeIndex % routes.length]!;
        let index = 0;
        const url =
          route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(input.params[index++] ?? '1')) +
          '?' +
          new URLSearchParams(input.query as Record<string, string>).toString();
        const headers: Record<string, string> = {};
        if (input.auth === 'valid') headers.authorization = `Bearer ${session.token}`;
        if (input.auth === 'garbage') headers.authorization = 'Bearer ' + 'x'.repeat(30);
        if (input.auth === 'forged') headers.authorization = `Bearer 1|${'A'.repeat(43)}`;
        let payload: string | Buffer | undefined;
        if (route.method !== 'GET') {
          const json = JSON.stringify(input.body);
          switch (input.format) {
            case 'json':
              headers['content-type'] = 'application/json';
              payload = json;
              break;
            case 'raw-json':
              headers['content-type'] = 'application/json';
              payload = json.slice(0, Math.max(1, json.length - 3));
              break;
            case 'form':
              headers['content-type'] = 'application/x-www-form-urlencoded';
              payload = Object.entries(input.body)
                .map(
                  ([key, value]) =>
                    `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
                )
                .join('&');
              break;
            case 'multipart':
            case 'truncated-multipart': {
              const boundary = 'fuzz-boundary';
              headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
              const parts = Object.entries(input.body).map(
                ([key, value]) =>
                  `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '')}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
              );
              const full = `${parts.join('')}--${boundary}--\r\n`;
              payload =
                input.format === 'multipart' ? full : full.slice(0, Math.floor(full.length / 2));
              break;
            }
            case 'text':
              headers['content-type'] = 'text/plain';
              payload = json;
              break;
            case 'invalid-utf8':
              headers['content-type'] = 'application/json';
              payload = Buffer.concat([
                Buffer.from('{"message":"'),
                Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
                Buffer.from('"}'),
              ]);
              break;
            case 'none':
              break;
          }
        }
        const response = await app.inject({ method: route.method as 'GET', url, headers, payload });
        tally.tried += 1;
        tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          tally.serverErrors += 1;
          throw new Error(
            `${route.method} ${url} (${input.format}, ${input.auth}) answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        }
        if (response.statusCode >= 400) {
          const answer = response.json<{ message?: unknown; errors?: Record<string, unknown> }>();
          expect(typeof answer.message).toBe('string');
          if (answer.errors !== undefined) {
            for (const messages of Object.values(answer.errors))
              expect(Array.isArray(messages)).toBe(true);
          }
        }
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    expect(tally.serverErrors).toBe(0);
  }, 300_000);
});
