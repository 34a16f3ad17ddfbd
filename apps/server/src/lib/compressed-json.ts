import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsEncoding, addVary } from './content-coding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than its own headers and time. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses the API's JSON answers of 1 KiB or more for clients that accept brotli or gzip.
 * A page of plans is 45 KB of JSON, a second on a phone's connection, and about 8 KB
 * compressed (issue 39: a member's first screen). Brotli at quality 4 costs about a
 * millisecond for such a page, where 11 would cost tens. Answers already encoded (the
 * versioned reference data) and streams (pictures, files) are left as they are.
 *
 * Compressing answers that hold secrets (sign-in tokens, channel signatures) is safe here:
 * BREACH needs a victim's browser to send credentialed requests an attacker chooses, and this
 * API's credential is a bearer token the app adds itself, never sent by a cross-site request.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    const length = Buffer.byteLength(payload);
    if (length < COMPRESS_FROM_BYTES) return payload;
    addVary(reply, 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    let compressed: Buffer;
    if (acceptsEncoding(accepted, 'br')) {
      compressed = await brotli(payload, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: length,
        },
      });
      reply.header('content-encoding', 'br');
    } else if (acceptsEncoding(accepted, 'gzip')) {
      compressed = await gzipAsync(payload, { level: 6 });
      reply.header('content-encoding', 'gzip');
    } else {
      return payload;
    }
    reply.removeHeader('content-length');
    return compressed;
  });
}
