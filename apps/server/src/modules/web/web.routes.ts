import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors.js';

/**
 * The built website under /web, as `apps/web` lays it out:
 * - a prerendered page per public route: `<route>/index.html` (the home is `index.html`);
 * - `spa.html`, the client-rendered shell for the route prefixes listed in `spa-routes.json`
 *   (the staff area);
 * - `404.html` for every other path, with status 404.
 * Files (hashed assets, images) are served as they are.
 */
export const webRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const built = existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn({ root }, 'the website is not built: run `npm run build -w apps/web`');
  const spaPrefixes = readSpaPrefixes(root);

  await app.register(fastifyStatic, {
    root,
    prefix: '/web/',
    index: false,
    wildcard: false,
    // The web build writes `.br` and `.gz` beside each text file (apps/web/scripts/compress.mjs):
    // the variant the browser accepts is sent, with Vary: Accept-Encoding; pages too.
    preCompressed: true,
    // Hashed asset names never change content, so browsers may keep them for a year; pages
    // and unhashed files (icons, the worker) are checked again on each use (ETag, 304).
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const route = decodePath(request.url.split('?')[0] ?? '')
      .replace(/^\/web\/?/, '')
      .replace(/\/+$/, '');
    // A missing file (a stale asset name, say) is a 404, not a page.
    if (/\.[a-z0-9]+$/i.test(route)) throw notFound();
    if (!built) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="es"><meta charset="utf-8"><title>Web no disponible</title>' +
            '<p>La web aún no está compilada. Ejecuta <code>npm run build</code>.</p></html>',
        );
    }
    reply.header('cache-control', 'no-cache');
    const segments = route.split('/').filter(Boolean);
    if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) throw notFound();
    const prerendered = path.join(...segments, 'index.html');
    if (existsSync(path.join(root, prerendered))) return reply.sendFile(prerendered, root);
    if (segments[0] && spaPrefixes.has(segments[0]) && existsSync(path.join(root, 'spa.html'))) {
      return reply.sendFile('spa.html', root);
    }
    return notFoundPage(root)(reply);
  };
  // The website is not part of the API document.
  const hidden = { schema: { hide: true } };
  app.get('/web', hidden, page);
  app.get('/web/*', hidden, page);
  app.get('/', hidden, (_request, reply) => reply.redirect('/web'));
};

/**
 * The website's not-found page, with status 404 (the API's 404 answer when it is not built):
 * for every address of the website that names nothing, here and in other modules' pages.
 */
export function notFoundPage(root: string) {
  const file = path.join(root, '404.html');
  return async (reply: FastifyReply) => {
    // Read, not `sendFile`: other modules' pages live outside this plugin's static scope.
    if (!existsSync(file)) throw notFound();
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(file));
  };
}

/** Percent-decoding that treats a malformed escape as a path that matches nothing. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '/web/.invalid';
  }
}

function readSpaPrefixes(root: string): Set<string> {
  try {
    const prefixes = JSON.parse(
      readFileSync(path.join(root, 'spa-routes.json'), 'utf8'),
    ) as unknown;
    return new Set(Array.isArray(prefixes) ? prefixes.filter((p) => typeof p === 'string') : []);
  } catch {
    return new Set();
  }
}
