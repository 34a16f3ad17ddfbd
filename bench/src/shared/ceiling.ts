import Fastify from 'fastify';

/**
 * The ceiling of this machine for one route: a bare Fastify server answering every GET and
 * POST with the same bytes (and `content-encoding`) as the measured route, after parsing the
 * same JSON request body. What it cannot beat is the HTTP stack itself.
 */
export async function startCeiling(
  payload: Buffer,
  encoding?: string | null,
): Promise<{ base: string; close(): Promise<void> }> {
  const ceiling = Fastify({ bodyLimit: 1024 * 1024 });
  ceiling.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: (_request, reply) => {
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(payload);
    },
  });
  const base = await ceiling.listen({ host: '127.0.0.1', port: 0 });
  return { base, close: () => ceiling.close() };
}
