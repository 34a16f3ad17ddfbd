// The member app's service worker: src/sw/service-worker.ts (Workbox's runtime modules) built
// by Vite into dist/sw.js, with the list of files to precache written into it. The list is
// the app shell only, read from Vite's manifest: the entry with what it imports, the member
// pages' route table (src/app/member-routes.ts, loaded on the way to a member page) and every
// member app page (src/routes/app/*) with everything it loads, lazily too; the public pages'
// and the staff area's code are left out. Hashed files need no revision; the others (the
// shell spa.html, the web manifest, the icons) get a hash of their content.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultClientConditions } from 'vite';
import { productionBuild } from './production-build.mjs';

/** The files of the member app, as Vite's manifest names them (paths inside dist/). */
export function appShellFiles(manifest) {
  const files = new Set();
  const seen = new Set();
  const visit = (key, followLazy) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    if (followLazy) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  // The website's client, not the islands' script of the prerendered pages (vite.config.ts).
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error("Vite's manifest has no entry index.html");
  // The entry's lazy imports are every page of the site: only its static part is the shell.
  visit(entry, false);
  const pages = Object.keys(manifest).filter((key) => key.startsWith('src/routes/app/'));
  if (pages.length === 0) throw new Error("Vite's manifest has no member app page");
  // A member page opened offline needs the table that adds it to the router (client-router.ts).
  for (const key of ['src/app/member-routes.ts', ...pages]) visit(key, true);
  return [...files].sort();
}

const revision = (file) =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/**
 * Workbox precache entries (`{ url, revision }`) for the shell's files and the other files
 * named, all under `base`.
 */
export function precacheEntries({ outDir, base, hashed, others }) {
  return [
    ...hashed.map((file) => ({ url: `${base}${file}`, revision: null })),
    ...others.map((file) => ({
      url: `${base}${file}`,
      revision: revision(path.join(outDir, file)),
    })),
  ];
}

/** Builds `<outDir>/sw.js` (an IIFE: every browser runs a classic worker) with its entries. */
export async function buildServiceWorker({ root, outDir, entries, logLevel }) {
  await productionBuild({
    root,
    logLevel,
    configFile: false,
    publicDir: false,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(entries),
      // Workbox's modules log in development builds only.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(root, 'src/sw/service-worker.ts'),
        formats: ['iife'],
        name: 'antojoServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
}
