import { loadConfig } from '@app/server/config';
import { registerBodyParsers } from '@app/server/lib/body-parsers';
import Fastify from 'fastify';

/**
 * The ceiling of this machine for one route: a bare Fastify server answering every GET and
 * POST with the same bytes (and `content-encoding`) as the measured route, after reading the
 * same request body with the server's own body parsers (JSON, url-encoded, and multipart
 * through @fastify/multipart, with the same limits). What it cannot beat is the HTTP stack
 * and the body parsing themselves.
 */
export async function startCeiling(
  payload: Buffer,
  encoding?: string | null,
): Promise<{ base: string; close(): Promise<void> }> {
  const limits = loadConfig({ NODE_ENV: 'test' });
  const ceiling = Fastify({ bodyLimit: limits.bodyLimitBytes });
  await registerBodyParsers(ceiling, limits);
  ceiling.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: (request, reply) => {
      // A body that did not arrive whole is a broken ceiling, not a fast one.
      if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
        return reply.code(400).send({ message: 'no body' });
      }
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(payload);
    },
  });
  const base = await ceiling.listen({ host: '127.0.0.1', port: 0 });
  return { base, close: () => ceiling.close() };
}
