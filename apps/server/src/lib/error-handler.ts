import { API_MESSAGES } from '@app/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import './body-timeout.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, validationError } from './http-errors.js';

/** A safe Spanish message for each status the API answers with. */
const MESSAGE_BY_STATUS: Record<number, string> = {
  400: API_MESSAGES.badRequest,
  401: API_MESSAGES.unauthenticated,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  409: API_MESSAGES.conflict,
  413: API_MESSAGES.tooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  422: API_MESSAGES.invalid,
  429: API_MESSAGES.tooManyRequests,
};

/** Fastify's own error codes that mean "the body could not be read". */
const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

type ErrorBody = { message: string; errors?: Record<string, string[]> };

/**
 * Maps zod issues to Laravel's `errors`: field path (dots) to its messages. Keys a strict
 * object does not know (`unrecognized_keys`, one issue for them all) are each a field of
 * their own, so the answer names every unknown key as Laravel names a wrong field.
 */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null);
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknown = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    const fields =
      Array.isArray(unknown) && unknown.length > 0
        ? unknown.map((key) => [path, String(key)].filter(Boolean).join('.'))
        : [path || (error.validationContext ?? 'body')];
    for (const field of fields) (errors[field] ??= []).push(issue.message ?? API_MESSAGES.invalid);
  }
  return errors;
}

/**
 * Errors that mean the database is out of reach for a moment (refused connection, server
 * restarting, connection lost): 503 with Retry-After, so clients retry rather than give up.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function databaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if ((current as Error).message === 'Connection terminated unexpectedly') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Decides status and body; never lets an internal message reach the client. */
export function toErrorResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const http = validationError(fieldErrors(error));
    return { status: 422, body: { message: http.message, errors: http.errors ?? {} } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return { status: 400, body: { message: API_MESSAGES.invalidJson } };
    }
    const known = MESSAGE_BY_STATUS[status];
    return { status, body: { message: known ?? API_MESSAGES.badRequest } };
  }
  if (databaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: 'Servicio no disponible. Inténtalo de nuevo en unos segundos.' },
    };
  }
  return { status: 500, body: { message: API_MESSAGES.serverError } };
}

/**
 * Fastify's own refusals that come before routing (a URL that does not decode, a path
 * parameter over its length): the Laravel shape, never the URL echoed back.
 */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message: API_MESSAGES.badUrl });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The body was cut for being too slow and the 408 is out: its reader failing is expected.
    if (request.bodyTimedOut && reply.sent) return;
    const { status, body } = toErrorResponse(error);
    // The request's logger carries its id (reqId), which the client got as X-Request-Id.
    if (status >= 500) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
      // An app built without metrics (a test's bare Fastify) has none to count in.
      if (status === 500) request.server.metrics?.unhandled('request');
    } else if (!BAD_BODY_CODES.has(error.code ?? ''))
      request.log.debug({ err: error }, 'request refused');
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    // A 503 that says when to come back keeps its word; the others say a second.
    if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
