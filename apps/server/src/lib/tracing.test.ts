import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, signUp } from '../test/accounts.js';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
  status?: { code?: number };
};
type OtlpRequest = {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
};

/** A stand-in OTLP/HTTP collector: keeps every JSON export posted to /v1/traces. */
async function startCollector() {
  const received: OtlpRequest[] = [];
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    paths,
    spans: () =>
      received.flatMap((one) =>
        one.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((s) => s.spans)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((one) => one.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a server span named by its route
 * pattern, its queries are child spans, a caller's traceparent is continued, and everything
 * reaches the collector over OTLP/HTTP by the time the app has closed.
 */
describe('OpenTelemetry traces to an OTLP/HTTP collector', () => {
  let database: TestDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    database = await backends[0]!.open();
  });
  afterAll(async () => {
    await database?.dispose();
    await collector?.close();
  });

  it('sends a span per request with its queries inside', async () => {
    const { app, close } = await testApp(database, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'antojo-prueba',
    });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    try {
      await signUp(app, 'traza@example.com');
      const invalid = await postForm(app, '/api/auth/notificable/email', { email: 'no' });
      expect(invalid.statusCode).toBe(422);
      const answered = await app.inject({
        url: '/api/concept',
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      expect(answered.statusCode).toBe(200);
    } finally {
      await close();
    }

    expect(collector.paths[0]).toMatch(/^POST \/v1\/traces application\/json/);
    const service = collector.received[0]!.resourceSpans[0]!.resource.attributes.find(
      (one) => one.key === 'service.name',
    );
    expect(service?.value.stringValue).toBe('antojo-prueba');
    const spans = collector.spans();
    const signUpSpan = spans.find((span) => span.name === 'POST /api/auth/singup');
    expect(signUpSpan).toBeDefined();
    expect(attribute(signUpSpan!, 'http.route')).toBe('/api/auth/singup');
    expect(String(attribute(signUpSpan!, 'http.response.status_code'))).toBe('200');
    // The sign-up's queries (a body parsed first, so the context survived the socket).
    const queries = spans.filter((span) => span.parentSpanId === signUpSpan!.spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((span) => span.name === 'db.query')).toBe(true);
    expect(
      queries.some((span) => /insert into "users"/i.test(String(attribute(span, 'db.query.text')))),
    ).toBe(true);

    const refused = spans.find(
      (span) =>
        span.name === 'POST /api/auth/notificable/:kind' &&
        String(attribute(span, 'http.response.status_code')) === '422',
    );
    expect(refused).toBeDefined();

    // The sign-up read concepts too, in traces of their own; this one continues the caller's.
    const concepts = spans.filter((span) => span.name === 'GET /api/concept');
    const continued = concepts.filter((span) => span.traceId === traceId);
    expect(continued).toHaveLength(1);
    expect(continued[0]!.parentSpanId).toBe('00f067aa0ba902b7');
    expect(concepts.length).toBeGreaterThan(1);
  });
});
