import { expect, test } from './support/test.js';
import { channelJoined } from './support/live.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// What an operator scrapes after a member's journey in the browser: a member signs up (an
// e-mail code), hosts a plan through Crear with the app's realtime socket open, and a wrong
// address answers 404; then /metrics (Prometheus text, open on this test server) holds
// non-zero counts in every family: HTTP by route pattern and status, latency, database
// queries, sends, realtime and the process. (Push sends and the PostgreSQL pool are counted in
// apps/server/src/lib/metrics.test.ts, which has a push service and PostgreSQL to hand.)

/** Sum of a family's samples whose labels include every `key="value"` given. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) =>
      (sample[2] ?? '').includes(`${key}="${value}"`),
    );
    if (has) sum += Number(sample[3]);
  }
  return sum;
}

test('after a journey, /metrics counts in every family', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await signUpMember(request, {
    email: `metricas-${Date.now()}@antojo.test`,
    firstname: 'Olga',
  });
  const joined = channelJoined(page, 'private-');
  await openSignedIn(page, member.token, '/web/app/create');
  await page.getByLabel('¿Qué te apetece hacer?').fill(`Paseo para medir ${Date.now()}`);
  await page.getByRole('radio', { name: 'Deporte' }).check();
  await page.getByLabel('Disciplina').selectOption({ label: 'Running' });
  await page.getByLabel('Duración').selectOption({ label: '1 h' });
  await page.getByLabel('Plazas').fill('3');
  await page.getByRole('button', { name: 'Crear plan' }).click();
  await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
  await joined;
  expect((await request.get('/api/no-existe')).status()).toBe(404);

  const scraped = await request.get('/metrics');
  expect(scraped.status()).toBe(200);
  expect(scraped.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await scraped.text();

  expect(
    total(text, 'http_requests_total', {
      method: 'POST',
      route: '/api/activity',
      status_code: '200',
    }),
  ).toBeGreaterThan(0);
  expect(
    total(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
  ).toBeGreaterThan(0);
  expect(
    total(text, 'http_request_duration_seconds_count', { route: '/api/auth/singup' }),
  ).toBeGreaterThan(0);
  expect(total(text, 'db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
  expect(
    total(text, 'notice_deliveries_total', { channel: 'email', outcome: 'kept' }),
  ).toBeGreaterThan(0);
  expect(
    total(text, 'delivery_attempts_total', { kind: 'notice', outcome: 'done' }),
  ).toBeGreaterThan(0);
  expect(total(text, 'delivery_queue_jobs', { kind: 'notice' })).toBeGreaterThan(0);
  expect(total(text, 'realtime_connections')).toBeGreaterThan(0);
  expect(total(text, 'realtime_ws_messages_received_total')).toBeGreaterThan(0);
  expect(total(text, 'realtime_ws_messages_sent_total')).toBeGreaterThan(0);
  expect(total(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  expect(total(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
});
