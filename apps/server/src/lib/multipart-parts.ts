import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge } from './http-errors.js';

/**
 * The parts of a multipart body, with its text fields counted together against the body limit
 * (BODY_LIMIT_BYTES): the plugin's own limits are per field, so 200 fields of 1 MiB each would
 * otherwise all be held in memory. Files are not counted here; each route limits its files.
 * @example for await (const part of boundedParts(request)) if (part.type === 'file') ...
 */
export async function* boundedParts(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest['parts']>[0],
): AsyncGenerator<Multipart> {
  const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit;
  let total = 0;
  for await (const part of request.parts(options)) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge();
      total += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
      if (total > limit) throw payloadTooLarge();
    }
    yield part;
  }
}
