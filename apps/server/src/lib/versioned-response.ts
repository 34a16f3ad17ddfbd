import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './conditional-get.js';
import { acceptsEncoding, addVary } from './content-coding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoded = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

/**
 * A JSON answer that changes only with a data version (`/country`, `/concept`, `/text`):
 * serialised and compressed once per version, then served with an ETag so that clients that
 * hold the version get a 304 and everyone else gets the precompressed bytes.
 */
export class VersionedResponse {
  private current?: { version: string; encoded: Promise<Encoded> };

  /** Answers the body of `version`; `build` makes it, and is called only for a new version. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    version: string,
    build: () => unknown,
  ): Promise<FastifyReply> {
    if (this.current?.version !== version) {
      const encoded = this.encode(version, build);
      this.current = { version, encoded };
      // A failed build must not be cached for good.
      encoded.catch(() => {
        if (this.current?.encoded === encoded) this.current = undefined;
      });
    }
    const encoded = await this.current.encoded;
    reply.header('etag', encoded.etag).header('cache-control', 'no-cache');
    addVary(reply, 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], encoded.etag)) {
      return reply.code(304).send();
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.type('application/json; charset=utf-8');
    // Small bodies gain nothing from compression.
    if (encoded.identity.length < 1024) return reply.send(encoded.identity);
    if (acceptsEncoding(accepted, 'br')) {
      return reply.header('content-encoding', 'br').send(encoded.br);
    }
    if (acceptsEncoding(accepted, 'gzip')) {
      return reply.header('content-encoding', 'gzip').send(encoded.gzip);
    }
    return reply.send(encoded.identity);
  }

  private async encode(version: string, build: () => unknown): Promise<Encoded> {
    const identity = Buffer.from(JSON.stringify(await build()));
    const digest = createHash('sha256').update(version).update(identity).digest('base64url');
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    return { etag: `"${digest.slice(0, 27)}"`, identity, gzip: gz, br };
  }
}
