// `npm run build -w apps/web`: the complete website for the server (apps/server's web routes):
//   1. the client build (what `vite build` alone makes), with Vite's manifest, then the
//      prerendered pages' islands script, built on its own;
//   2. a server build of src/entry-server.tsx, the prerender's renderer;
//   3. the prerender: one HTML page per public route, 404.html, spa.html and the member app's
//      manifest.webmanifest;
//   4. the member app's icons (scripts/pwa-icons.mjs) and its service worker sw.js, which
//      precaches the app shell (scripts/service-worker.mjs);
//   5. spa-routes.json, last: `npm start` takes the build as whole once it exists.
// Each step is a production build whatever NODE_ENV the shell has (production-build.mjs).
// Usage: node apps/web/scripts/build.mjs [--logLevel info|warn|error|silent]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNoChunkCycle } from './chunk-cycles.mjs';
import { compressBuild } from './compress.mjs';
import { ISLANDS_MANIFEST, prerender } from './prerender.mjs';
import { productionBuild } from './production-build.mjs';
import { writeIcons } from './pwa-icons.mjs';
import { appShellFiles, buildServiceWorker, precacheEntries } from './service-worker.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist');
// Inside dist so that Node resolves the renderer's imports (react, react-router) from this
// workspace; removed once the pages are written.
const rendererDir = path.join(outDir, '.prerender');

const logLevelIndex = process.argv.indexOf('--logLevel');
const logLevel = logLevelIndex > 0 ? process.argv[logLevelIndex + 1] : 'info';

const log = logLevel === 'info' ? (line) => process.stdout.write(`${line}\n`) : () => {};

await productionBuild({ root, logLevel, build: { manifest: true } });
// The app's chunks are grouped for its first screen (vite.config.ts); a group takes its modules
// without their imports, which is sound only while no two chunks import each other.
assertNoChunkCycle(JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')));
// The prerendered pages' script (src/islands) in a build of its own, into the same folder: its
// chunks are cut for it alone (React and the testimonials), and the app's stay as they were.
// WEB_BUILD: not the app's build, so the bundler's own chunks (vite.config.ts).
process.env.WEB_BUILD = 'islands';
await productionBuild({
  root,
  logLevel,
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ISLANDS_MANIFEST,
    rollupOptions: { input: { islands: 'src/islands/index.ts' } },
  },
});
delete process.env.WEB_BUILD;
assertNoChunkCycle(JSON.parse(readFileSync(path.join(outDir, ISLANDS_MANIFEST), 'utf8')));
// Read before the prerender removes it with the other build-time files.
const viteManifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
await productionBuild({
  root,
  logLevel,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: rendererDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { spaPrefixes } = await prerender({
  outDir,
  renderer: path.join(rendererDir, 'entry-server.js'),
  log,
});

const icons = await writeIcons(outDir);
log(`  wrote ${icons.join(', ')}`);
const shell = appShellFiles(viteManifest);
const entries = precacheEntries({
  outDir,
  base: '/web/',
  hashed: shell,
  // theme.js: the shell's colour scheme script (index.html), so that it applies offline too.
  others: ['spa.html', 'theme.js', 'manifest.webmanifest', 'favicon.svg', ...icons],
});
await buildServiceWorker({ root, outDir, entries, logLevel });
const bytes = shell.reduce((sum, file) => sum + readFileSync(path.join(outDir, file)).length, 0);
log(`  wrote sw.js: ${entries.length} files to precache, ${(bytes / 1024).toFixed(0)} kB of code`);

writeFileSync(path.join(outDir, 'spa-routes.json'), `${JSON.stringify(spaPrefixes)}\n`);
log(`  wrote spa-routes.json ${JSON.stringify(spaPrefixes)}`);

// Last, so that every file the server sends (the worker and spa-routes.json too) has its
// compressed copies.
const compressed = await compressBuild(outDir);
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
log(
  `  compressed ${compressed.files} files: ${kb(compressed.bytes)} to ${kb(compressed.brotli)} brotli, ${kb(compressed.gzip)} gzip`,
);
