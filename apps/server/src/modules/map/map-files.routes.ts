import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The operator's own map files under /map/, from `DATA_DIR/map` (docs/decisions/0016-map.md):
 * a MapLibre style, a PMTiles archive of vector tiles, glyphs and sprites. The PMTiles reader
 * in the browser asks for byte ranges of one large file, so ranges are answered (206 with
 * Content-Range, by @fastify/static); ETags let the browser keep what it read. Outside the API,
 * so the per-client rate limit does not count each tile of a map as an API call. Without the
 * folder (the default), /map/ is not found like any other unknown path.
 */
export const mapFileRoutes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/map/',
    index: false,
    decorateReply: false,
    acceptRanges: true,
    // A replaced file is seen within a minute; the ETag spares downloading it again.
    maxAge: 60_000,
    // Dot files (editor backups, .DS_Store) are not served: not found, like a missing file.
    dotfiles: 'ignore',
  });
};
