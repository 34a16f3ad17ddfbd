// `npm run build -w apps/web`: the complete website for the server (apps/server's web routes):
//   1. the client build (what `vite build` alone makes), with Vite's manifest;
//   2. a server build of src/entry-server.tsx, the prerender's renderer;
//   3. the prerender: one HTML page per public route, 404.html, spa.html and spa-routes.json.
// Usage: node apps/web/scripts/build.mjs [--logLevel info|warn|error|silent]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist');
// Inside dist so that Node resolves the renderer's imports (react, react-router) from this
// workspace; removed once the pages are written.
const rendererDir = path.join(outDir, '.prerender');

const logLevelIndex = process.argv.indexOf('--logLevel');
const logLevel = logLevelIndex > 0 ? process.argv[logLevelIndex + 1] : 'info';

await build({ root, logLevel, build: { manifest: true } });
await build({
  root,
  logLevel,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: rendererDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
await prerender({
  outDir,
  renderer: path.join(rendererDir, 'entry-server.js'),
  log: logLevel === 'info' ? (line) => process.stdout.write(`${line}\n`) : () => {},
});
