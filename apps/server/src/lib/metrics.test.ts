import type { AddressInfo } from 'node:net';
import type { Activity } from '@app/contract/activities';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, referenceIds, signUp, type Session } from '../test/accounts.js';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { startPushService, type LocalPushService } from '../test/push-service.js';
import { echoClient, within } from '../test/realtime-clients.js';

const PUSHER = { id: 'antojo-test', key: 'antojo-test-key', secret: 'm'.repeat(64) };

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * A strict reader of the text format prom-client writes (0.0.4): every line is a HELP or TYPE
 * comment or a sample, every sample belongs to a declared family.
 */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][\w:]*) (gauge|counter|histogram|summary)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][\w:]* .*$/.test(line)) continue;
    const sample =
      /^([a-zA-Z_:][\w:]*)(?:\{((?:[a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*)\})? (\S+)$/.exec(line);
    expect(sample, line).not.toBeNull();
    const name = sample![1]!;
    const family = name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(name) || types.has(family), `${name} has a TYPE`).toBe(true);
    const labels = Object.fromEntries(
      [...(sample![2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    // prom-client writes NaN as "Nan" (an event-loop figure before its first sample).
    const value = /^nan$/i.test(sample![3]!) ? NaN : Number(sample![3]);
    expect(Number.isNaN(value) && !/^nan$/i.test(sample![3]!), line).toBe(false);
    samples.push({ name, labels, value });
  }
  return { samples, types };
}

/** The sum of a family's samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name)
    .filter((sample) =>
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The operator's figures after real traffic: sign-ups (an e-mail code each), a plan, a request
 * that pushes to its host through a local push service, a live realtime client, a 404 and a
 * 422; then one scrape of /metrics must hold non-zero counts in every family.
 */
describe.each(backends)('/metrics after real traffic on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let service: LocalPushService;
  let port: number;
  let host: Session;
  let asker: Session;

  beforeAll(async () => {
    service = await startPushService();
    database = await backend.open();
    ({ app, close } = await testApp(database, {
      PUSHER_APP_ID: PUSHER.id,
      PUSHER_APP_KEY: PUSHER.key,
      PUSHER_APP_SECRET: PUSHER.secret,
    }));
    // A route with a bug, to see an unhandled error counted (and answered in the API's shape).
    app.get('/api/_falla', async () => {
      throw new Error('fallo a propósito');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await close?.();
    await database?.dispose();
    await service?.close();
  });

  it('counts requests by route and status, queries, the pool, sends, realtime and the process', async () => {
    host = await signUp(app, 'ana.metricas@example.com', { firstname: 'Ana' });
    asker = await signUp(app, 'bruno.metricas@example.com', { firstname: 'Bruno' });
    const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });

    // The host's browser subscribes to pushes; with no app open, a request reaches it as one.
    const key = await app.inject({ url: '/api/push/key', headers: as(host) });
    const subscription = await service.subscribe(key.json<{ publicKey: string }>().publicKey);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: as(host),
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ref = await referenceIds(app);
    const activity = (
      await app.inject({
        method: 'POST',
        url: '/api/activity',
        headers: as(host),
        payload: {
          type: ref.optionTagged('activity_types', 'activity_types-social'),
          city: ref.city('Madrid'),
          location: { lat: 40.4153, lon: -3.6845 },
          description: 'Paseo por el Retiro y café después',
          start_at: new Date(Date.now() + 86_400_000).toISOString(),
          duration: '02:00',
          participants: 5,
        },
      })
    ).json<Activity>();
    const petition = await app.inject({
      method: 'POST',
      url: '/api/petition',
      headers: as(asker),
      payload: {
        petition_type_option_id: ref.optionTagged('petitions_types', 'petitions_types-match'),
        to_user_id: host.user.id,
        activity: activity.id,
      },
    });
    expect(petition.statusCode, petition.body).toBe(200);
    await eventually(
      async () => (await service.messages(subscription)).length > 0,
      'the push to the host',
    );

    // A 404 on a route with an id, a 404 nowhere, and a 422.
    // Its queries run outside any transaction (pg's pool.query, a callback inside): timed too.
    const queries = async () =>
      total(parse((await app.inject('/metrics')).body).samples, 'db_query_duration_seconds_count');
    const queriesBefore = await queries();
    const missing = await app.inject({ url: '/api/activity/987654321', headers: as(asker) });
    expect(missing.statusCode).toBe(404);
    expect(await queries()).toBeGreaterThan(queriesBefore);
    expect((await app.inject('/api/no-existe')).statusCode).toBe(404);
    const invalid = await postForm(app, '/api/auth/notificable/email', { email: 'no-es-correo' });
    expect(invalid.statusCode).toBe(422);
    const failed = await app.inject('/api/_falla');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.body).not.toContain('a propósito');

    // A member's app open, live.
    const live = echoClient(port, PUSHER.key, asker.token);
    try {
      await within(
        new Promise((resolve) => live.client.connection.bind('connected', resolve)),
        10_000,
        'connection',
      );
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const { samples, types } = parse(text);

      // HTTP: by route pattern and status, never the raw URL; a latency histogram.
      expect(types.get('http_requests_total')).toBe('counter');
      expect(types.get('http_request_duration_seconds')).toBe('histogram');
      const requests = (labels: Record<string, string>) =>
        total(samples, 'http_requests_total', labels);
      expect(requests({ route: '/api/auth/singup', status_code: '200' })).toBe(2);
      expect(requests({ route: '/api/activity/:id', status_code: '404' })).toBe(1);
      expect(requests({ route: 'unmatched', status_code: '404' })).toBe(1);
      expect(requests({ route: '/api/auth/notificable/:kind', status_code: '422' })).toBe(1);
      expect(requests({ route: '/api/_falla', status_code: '500' })).toBe(1);
      expect(total(samples, 'unhandled_errors_total', { kind: 'request' })).toBe(1);
      expect(text).not.toContain('987654321');
      expect(text).not.toContain('no-existe');
      expect(
        total(samples, 'http_request_duration_seconds_count', { route: '/api/petition' }),
      ).toBe(1);
      expect(
        total(samples, 'http_request_duration_seconds_bucket', {
          route: '/api/petition',
          le: '+Inf',
        }),
      ).toBe(1);

      // The database: every query timed; the pool where there is one.
      expect(types.get('db_query_duration_seconds')).toBe('histogram');
      expect(total(samples, 'db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
        10,
      );
      if (backend.name === 'postgres') {
        expect(total(samples, 'db_pool_connections')).toBeGreaterThan(0);
        expect(types.get('db_pool_idle_connections')).toBe('gauge');
        expect(types.get('db_pool_waiting_requests')).toBe('gauge');
      }

      // Sends: the two e-mail codes kept by the development outbox, the push delivered.
      expect(total(samples, 'notice_deliveries_total', { channel: 'email', outcome: 'kept' })).toBe(
        2,
      );
      expect(total(samples, 'notice_deliveries_total', { channel: 'push', outcome: 'sent' })).toBe(
        1,
      );

      // The delivery queue: each code's job done at its first attempt; the jobs by state.
      expect(total(samples, 'delivery_attempts_total', { kind: 'notice', outcome: 'done' })).toBe(
        2,
      );
      expect(types.get('delivery_queue_jobs')).toBe('gauge');
      expect(total(samples, 'delivery_queue_jobs', { kind: 'notice' })).toBe(2);

      // Realtime, under the names it always had.
      expect(types.get('realtime_connections')).toBe('gauge');
      expect(total(samples, 'realtime_connections', { app_id: PUSHER.id })).toBe(1);
      expect(total(samples, 'realtime_connections_opened_total')).toBeGreaterThan(0);
      expect(total(samples, 'realtime_ws_messages_sent_total')).toBeGreaterThan(0);

      // The process.
      expect(total(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(total(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    } finally {
      live.close();
    }
  });

  it('gives each answer its own request id', async () => {
    const first = await app.inject('/api/info');
    const second = await app.inject('/api/info');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
