import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './http-errors.js';
import { multipartFailure } from './multipart-errors.js';
import { boundedParts } from './multipart-parts.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads multipart files itself (streamed uploads); fields are not collected. */
    multipartFiles?: boolean;
  }
}

/** Field names that could reach an object's prototype are refused in every body format. */
const FORBIDDEN_FIELDS = new Set(['__proto__', 'constructor', 'prototype']);

type FormBody = Record<string, string | string[]>;

/** Adds one form field; a repeated name or `name[]` collects a list, as PHP and Laravel do. */
function addField(body: FormBody, rawName: string, value: string): void {
  const list = rawName.endsWith('[]');
  const name = list ? rawName.slice(0, -2) : rawName;
  if (name === '' || FORBIDDEN_FIELDS.has(name)) {
    throw validationError({ [name || 'body']: ['Nombre de campo no permitido.'] });
  }
  const current = body[name];
  if (current === undefined) body[name] = list ? [value] : value;
  else if (Array.isArray(current)) current.push(value);
  else body[name] = [current, value];
}

/** Url-encoded text into a prototype-free object. */
function parseUrlEncoded(text: string): FormBody {
  const body: FormBody = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) addField(body, name, value);
  return body;
}

/** Collects a multipart body's fields into `request.body`; a file where none is expected is 422. */
async function collectMultipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart() || request.routeOptions.config.multipartFiles) return;
  const body: FormBody = Object.create(null);
  const files: Record<string, string[]> = Object.create(null);
  try {
    for await (const part of boundedParts(request)) {
      if (part.type === 'file') {
        part.file.resume();
        files[part.fieldname] = ['Este campo no admite archivos.'];
        continue;
      }
      addField(body, part.fieldname, String(part.value));
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (Object.keys(files).length > 0) throw validationError(files);
  request.body = body;
}

/** Finds a NUL character in any string of a parsed input (PostgreSQL text cannot hold one). */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses NUL characters in the body, query and path with 422 rather than a database error. */
async function refuseNul(request: FastifyRequest): Promise<void> {
  const found =
    findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
  if (found !== undefined) {
    throw validationError({ [found || 'body']: ['Contiene caracteres no permitidos.'] });
  }
}

/**
 * Request bodies as the contract gives them: multipart form data first, then JSON and
 * url-encoded. Anything else is 415. Structured values inside forms arrive as JSON text and
 * are parsed by the contract's field helpers.
 */
export async function registerBodyParsers(
  app: FastifyInstance,
  limits: { bodyLimitBytes: number; uploadLimitBytes: number },
): Promise<void> {
  // Fastify parses text/plain by default; the API takes no plain-text bodies.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: limits.bodyLimitBytes, parser: parseUrlEncoded });
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: limits.bodyLimitBytes,
      fields: 200,
      fileSize: limits.uploadLimitBytes,
      files: 1,
      parts: 201,
      headerPairs: 200,
    },
  });
  app.addHook('preValidation', collectMultipartFields);
  app.addHook('preValidation', refuseNul);
}
