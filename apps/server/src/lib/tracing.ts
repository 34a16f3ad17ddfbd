import { AsyncLocalStorage } from 'node:async_hooks';
import {
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Longest statement text a query span carries (drizzle's SQL has `$1` placeholders, no values). */
const STATEMENT_CHARS = 2000;

/**
 * Optional OpenTelemetry traces (decision 0042), on when OTEL_EXPORTER_OTLP_ENDPOINT is set: a
 * server span per request, named by its route pattern, with a child span per database query,
 * posted in batches to the collector over OTLP/HTTP (JSON) at {endpoint}/v1/traces. A
 * `traceparent` header from a proxy or client continues its trace.
 *
 * Nothing is registered globally: each app has its own provider (tests build many apps in one
 * process). The request's span is found again by the database layer through an
 * AsyncLocalStorage entered when the request starts and again just before its handler (a body
 * read from the socket comes back in the socket's context, not the request's).
 */
export function createTracing(options: { endpoint: string; serviceName: string }) {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({
          url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces`,
        }),
      }),
    ],
  });
  const tracer = provider.getTracer('antojo-server');
  const propagator = new W3CTraceContextPropagator();
  const current = new AsyncLocalStorage<Span>();
  const spans = new WeakMap<FastifyRequest, Span>();

  function end(request: FastifyRequest, status: number | undefined, aborted = false): void {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    if (status !== undefined) span.setAttribute('http.response.status_code', status);
    if (aborted) span.setAttribute('http.request.aborted', true);
    if ((status ?? 0) >= 500 || aborted) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }

  return {
    /** Opens a span per request (callback hooks, so that the handler runs inside its context). */
    register(app: FastifyInstance): void {
      app.addHook('onRequest', (request, _reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
        const span = tracer.startSpan(
          `${request.method} ${route}`,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              'http.route': route,
              'request.id': request.id,
            },
          },
          parent,
        );
        spans.set(request, span);
        current.run(span, done);
      });
      app.addHook('preHandler', (request, _reply, done) => {
        const span = spans.get(request);
        if (span) current.run(span, done);
        else done();
      });
      app.addHook('onError', (request, _reply, error, done) => {
        spans.get(request)?.recordException(error);
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        end(request, reply.statusCode);
        done();
      });
      app.addHook('onRequestAbort', (request, done) => {
        end(request, undefined, true);
        done();
      });
    },

    /** One database query that just ended, as a child of the request it ran for (if any). */
    query(seconds: number, failed: boolean, statement: string | undefined): void {
      const parent = current.getStore();
      if (!parent) return;
      const now = Date.now();
      const span = tracer.startSpan(
        'db.query',
        {
          kind: SpanKind.CLIENT,
          startTime: now - seconds * 1000,
          attributes: {
            'db.system.name': 'postgresql',
            ...(statement && { 'db.query.text': statement.slice(0, STATEMENT_CHARS) }),
          },
        },
        trace.setSpan(ROOT_CONTEXT, parent),
      );
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(now);
    },

    /** Sends what is left and stops (the app is closing). */
    shutdown: () => provider.shutdown(),
  };
}

export type Tracing = ReturnType<typeof createTracing>;
