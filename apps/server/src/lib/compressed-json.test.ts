import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, registerJsonCompression } from './compressed-json.js';

/** A page of plans as the list sends it: repeated fields, Spanish text. */
const page = {
  data: Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    title: `Pádel en el Retiro, plan ${index + 1}`,
    description: 'Buscamos pareja para un partido tranquilo, nivel intermedio.',
    places: 4,
    acepted: index % 4,
  })),
  total: 20,
};

describe('JSON answers compressed for those who accept it', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerJsonCompression(app);
    app.get('/page', () => page);
    app.get('/small', () => ({ ok: true }));
    app.get('/encoded', (_request, reply) =>
      reply.header('content-encoding', 'br').type('application/json').send(Buffer.from('{}')),
    );
    app.get('/picture', (_request, reply) =>
      reply.type('image/png').send(Buffer.alloc(4 * COMPRESS_FROM_BYTES, 7)),
    );
    app.get('/stream', (_request, reply) =>
      reply.type('application/json').send(Readable.from([JSON.stringify(page)])),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli first, then gzip, each the same JSON once decoded, and far smaller', async () => {
    const plain = JSON.stringify(page);
    expect(Buffer.byteLength(plain)).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await get('/page', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);
    const gz = await get('/page', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('sends plain JSON to a client that accepts neither, or refuses them', async () => {
    for (const encoding of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const answer = await get('/page', encoding);
      expect(answer.headers['content-encoding'], encoding).toBeUndefined();
      expect(answer.json()).toEqual(page);
      // Still varies: a cache must not hand this to a client that accepts brotli, or back.
      expect(answer.headers.vary).toContain('accept-encoding');
    }
  });

  it('leaves small answers, answers already encoded, pictures and streams as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const encoded = await get('/encoded', 'gzip');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body).toBe('{}');
    const picture = await get('/picture', 'br');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4 * COMPRESS_FROM_BYTES);
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.json()).toEqual(page);
  });
});
