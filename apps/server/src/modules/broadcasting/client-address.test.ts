import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

// The per-address realtime limit must count the address the API's own limits see.
describe.each([true, false])('clientAddress with trustProxy %s', (trustProxy) => {
  it.each([
    [{}],
    [{ 'x-forwarded-for': '203.0.113.7' }],
    [{ 'x-forwarded-for': '203.0.113.7, 10.0.0.2' }],
    [{ 'x-forwarded-for': ' 198.51.100.1 ,203.0.113.7' }],
    [{ 'x-forwarded-for': '2001:db8::1, 10.0.0.2' }],
  ])('agrees with Fastify request.ip for %j', async (headers) => {
    const app = Fastify({ trustProxy });
    app.get('/', async (request) => ({
      fastify: request.ip,
      ours: clientAddress(request.raw, trustProxy),
    }));
    const { fastify, ours } = (await app.inject({ url: '/', headers })).json<{
      fastify: string;
      ours: string;
    }>();
    expect(ours).toBe(fastify);
    await app.close();
  });
});
