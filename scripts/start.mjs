// `npm start`: builds whatever is missing or stale, then runs the server in this process
// (so SIGTERM reaches it directly). Settings come from the environment; see .env.example.
//
// The website is built exactly as production serves it and as the tests build it
// (apps/web/scripts/build.mjs: client build, then the prerendered pages, 404.html, spa.html and
// spa-routes.json); `vite build` alone would leave every page but /web answering 404. It is a
// production build whatever NODE_ENV the shell has (apps/web/scripts/production-build.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The newest modification time of the files under the given paths, tests left out. */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else if (!/\.test\.tsx?$/.test(target)) latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((target) => visit(path.join(root, target)));
  return latest;
}

/** Whether `output` is missing or older than any of `sources`. */
function stale(output, sources) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newest(sources);
}

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}

/** Runs one build step, saying what it does and how long it took. */
function step(message, work) {
  const started = Date.now();
  console.log(`[start] ${message}`);
  work();
  console.log(`[start] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const serverMain = 'apps/server/dist/main.js';
// Written by every build of the server project, unlike main.js (tsc emits changed files only).
const serverBuilt = 'apps/server/tsconfig.tsbuildinfo';
const serverSources = [
  'tsconfig.base.json',
  'apps/server/src',
  'apps/server/tsconfig.json',
  'packages/contract/src',
  'packages/realtime/src',
];
// TypeScript builds incrementally (a no-op when nothing changed), so it always runs; it is
// announced only when there is something to compile.
if (stale(serverBuilt, serverSources) || !existsSync(path.join(root, serverMain))) {
  step(
    existsSync(path.join(root, serverMain))
      ? 'Compiling the server (TypeScript)…'
      : 'Compiling the server (TypeScript, first time, ~30 s)…',
    () => run(bin('tsc'), ['-b']),
  );
} else {
  run(bin('tsc'), ['-b']);
}

// spa-routes.json is the last file the full build writes: an interrupted build leaves it
// missing (the client build empties dist/ first), so the next start builds again.
const webBuilt = 'apps/web/dist/spa-routes.json';
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'packages/sdk/src',
];
if (stale(webBuilt, webSources)) {
  step(
    existsSync(path.join(root, webBuilt))
      ? 'Building the website (sources changed, ~1 min)…'
      : 'Building the website (first time, ~1 min)…',
    () =>
      run(process.execPath, [path.join(root, 'apps/web/scripts/build.mjs'), '--logLevel', 'warn']),
  );
}

console.log('[start] Starting the server…');
await import(path.join(root, serverMain));
