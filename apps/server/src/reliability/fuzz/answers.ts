import { errorResponse } from '@app/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { Operation } from './routes.js';

/**
 * Whether an answer is one its operation documents: a status the OpenAPI document lists for
 * it, a content type it lists for that status, and a JSON body that the route's own zod
 * schema for that status decodes (the serializer encoded it with the same schema), or, for
 * the error answers every route shares, the contract's Laravel shape. Returns what is off, or
 * undefined.
 */
export function offSchema(
  operation: Operation,
  response: LightMyRequestResponse,
): string | undefined {
  const status = String(response.statusCode);
  const mediaTypes = operation.responses[status];
  if (!mediaTypes) return `status ${status} is not documented`;
  if (mediaTypes.length === 0) return undefined;
  const contentType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!mediaTypes.includes(contentType) && !mediaTypes.includes('*/*'))
    return `content type "${contentType}" is not one of ${mediaTypes.join(', ')}`;
  if (contentType !== 'application/json') return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'the body is not JSON';
  }
  const schema =
    operation.zod.response?.[status] ?? (response.statusCode >= 400 ? errorResponse : undefined);
  if (!schema) return undefined;
  const decoded = z.safeDecode(schema, body);
  if (decoded.success) return undefined;
  return `the body is off its schema: ${decoded.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ')}`;
}
