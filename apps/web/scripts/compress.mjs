// Writes `<file>.br` and `<file>.gz` beside each compressible file of the build, so the server
// sends bytes compressed once, at build time, at the strongest settings (brotli 11, gzip 9),
// instead of compressing on every request or not at all (@fastify/static's `preCompressed`
// picks the variant the browser accepts; see apps/server/src/modules/web/web.routes.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Compresses every text file under `outDir`; a variant that would not be smaller is not
 * written (the server then sends the file as it is). Returns the totals for the build's log.
 * @param {string} outDir
 */
export async function compressBuild(outDir) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const work = [];
  for await (const file of files(outDir)) {
    work.push(file);
  }
  // Two at a time: brotli 11 is CPU-bound and the machine may be building other things.
  for (let index = 0; index < work.length; index += 2) {
    await Promise.all(
      work.slice(index, index + 2).map(async (file) => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const data = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        totals.files += 1;
        totals.bytes += data.length;
        if (br.length < data.length) {
          await writeFile(`${file}.br`, br);
          totals.brotli += br.length;
        }
        if (gzipped.length < data.length) {
          await writeFile(`${file}.gz`, gzipped);
          totals.gzip += gzipped.length;
        }
      }),
    );
  }
  return totals;
}
