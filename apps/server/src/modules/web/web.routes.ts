import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors.js';

/**
 * The built website under /web. Files are served as they are; any other path under /web gets
 * the page shell so that the website's own router can show it (or its not-found page).
 */
export const webRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'the website is not built: run `npm run build -w apps/web`');
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/web/',
    index: false,
    wildcard: false,
    // Hashed asset names never change content, so browsers may keep them for a year.
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing file (a stale asset name, say) is a 404, not the page shell.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) throw notFound();
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="es"><meta charset="utf-8"><title>Web no disponible</title>' +
            '<p>La web aún no está compilada. Ejecuta <code>npm run build</code>.</p></html>',
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
  app.get('/web', shell);
  app.get('/web/*', shell);
  app.get('/', (_request, reply) => reply.redirect('/web'));
};
