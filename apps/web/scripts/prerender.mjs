// Writes the prerendered website into the client build's output directory:
// `<route>/index.html` for each public route (the home is `index.html`), `404.html`, the
// client-rendered shell `spa.html` and the member app's web manifest `manifest.webmanifest`.
// It answers the route prefixes the shell serves, for `spa-routes.json` (build.mjs writes it
// last).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The script of the pages with islands, and the manifest of its own build (build.mjs). */
const ISLANDS_ENTRY = 'src/islands/index.ts';
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/** A path that no route matches: it renders the not-found page. */
const UNKNOWN_PATH = '/__pagina-inexistente__';

/**
 * @param {{ outDir: string; renderer: string; log: (line: string) => void }} options
 * @returns {Promise<{ spaPrefixes: string[] }>}
 */
export async function prerender({ outDir, renderer, log }) {
  // The module built from src/entry-server.tsx: render, prerenderPaths, SPA_PREFIXES, ...
  const server = await import(pathToFileURL(renderer).href);
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifestPath = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const islandsManifest = JSON.parse(readFileSync(path.join(outDir, ISLANDS_MANIFEST), 'utf8'));
  const base = `${server.BASENAME}/`;

  const write = (file, html) => {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    log(`  prerendered ${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`);
  };

  const pageHtml = async (pagePath, { index = true } = {}) => {
    const page = await server.render(pagePath);
    // A page gets its styles, and no script but the islands' loader (ISLAND_ROUTE_IDS in
    // app/routes.tsx): none on a text page.
    const islands = page.routeIds.some((id) => server.ISLAND_ROUTE_IDS.includes(id));
    const head = [
      ...routeStyles(manifest, page.routeIds, base),
      ...(islands ? entryScripts(islandsManifest, ISLANDS_ENTRY, base) : []),
      ...(index ? [] : ['<meta name="robots" content="noindex" />']),
    ];
    return fillTemplate(withoutScripts(template), { ...page, head });
  };

  for (const pagePath of server.prerenderPaths()) {
    const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
    write(file, await pageHtml(pagePath));
  }
  write('404.html', await pageHtml(UNKNOWN_PATH, { index: false }));
  // The shell renders on the client whatever route it is opened at.
  write(
    'spa.html',
    fillTemplate(template, {
      html: '',
      title: server.site.productName,
      description: `${server.site.productName}: ${server.site.tagline}.`,
      head: ['<meta name="robots" content="noindex" />', ...firstScreenPreloads(manifest, base)],
    }),
  );
  writeFileSync(
    path.join(outDir, 'manifest.webmanifest'),
    `${JSON.stringify(server.webAppManifest, null, 2)}\n`,
  );
  log('  wrote manifest.webmanifest');

  // Build-time files only; nothing to serve.
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  rmSync(path.dirname(renderer), { recursive: true, force: true });
  return { spaPrefixes: server.SPA_PREFIXES };
}

/**
 * The stylesheets of the pages' lazy route modules (named `src/routes/<route id>.tsx`, see
 * src/app/routes.tsx) and of the modules they import, so that a page is styled without any
 * JavaScript. The entry's own stylesheets are already in the template.
 */
function routeStyles(manifest, routeIds, base) {
  const entryKey = 'index.html';
  const seen = new Set([entryKey, ...collectImports(manifest, entryKey)]);
  const tags = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const css of chunk.css ?? []) {
      tags.push(`<link rel="stylesheet" crossorigin href="${base}${css}" />`);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of routeIds) {
    const key = `src/routes/${id}.tsx`;
    if (manifest[key]) visit(key);
    else if (id !== 'root') throw new Error(`route "${id}" has no module ${key} in the manifest`);
  }
  return tags;
}

/**
 * An entry's script and the preloads of the chunks it imports, so that the browser fetches them
 * all at once. The islands' styles are their routes' (routeStyles): the same CSS modules.
 */
function entryScripts(manifest, entry, base) {
  const chunk = manifest[entry];
  if (!chunk?.isEntry) throw new Error(`${entry} is not an entry of the build`);
  return [
    ...[...collectImports(manifest, entry)].map(
      (key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key].file}" />`,
    ),
    `<script type="module" crossorigin src="${base}${chunk.file}"></script>`,
  ];
}

/**
 * The member app's first screen (its root, its layout, Descubrir and the member frame, which
 * vite.config.ts's start groups make into these chunks) fetched with the shell, rather than
 * once the entry has run and asked for them, a round trip later on a phone (issue 39). A
 * guest's pages and the staff's fetch them too: about 25 KiB of gzip JavaScript and 4 of CSS
 * they do not run (a guest's first screen stays under its budget, e2e member-budget).
 */
function firstScreenPreloads(manifest, base) {
  const entry = collectImports(manifest, 'index.html');
  const keys = new Set();
  for (const name of FIRST_SCREEN_CHUNKS) {
    const key = Object.keys(manifest).find(
      (candidate) => manifest[candidate].name === name && candidate.endsWith('.js'),
    );
    if (!key) throw new Error(`Vite's manifest has no first-screen chunk ${name}`);
    keys.add(key);
    collectImports(manifest, key, keys);
  }
  const tags = [];
  for (const key of keys) {
    if (entry.has(key) || key === 'index.html') continue;
    const chunk = manifest[key];
    tags.push(`<link rel="modulepreload" crossorigin href="${base}${chunk.file}" />`);
    // As Vite's preload helper will ask for them: then from the cache, not the network.
    for (const css of chunk.css ?? []) {
      tags.push(`<link rel="preload" as="style" crossorigin href="${base}${css}" />`);
    }
  }
  return tags;
}

/** The chunks of the start groups (vite.config.ts, src/build/start-chunks.ts). */
const FIRST_SCREEN_CHUNKS = ['app-start', 'site-start', 'member-start'];

function collectImports(manifest, key, found = new Set()) {
  for (const imported of manifest[key]?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    collectImports(manifest, imported, found);
  }
  return found;
}

/**
 * The template without Vite's entry script, the module preloads of its imports, and the colour
 * scheme's script (public/theme.js): a public page runs no script, and follows the system's
 * scheme by CSS alone.
 */
function withoutScripts(template) {
  const stripped = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<!--[^>]*theme\.js[^>]*-->/, '')
    .replace(/\s*<script src="\/web\/theme\.js"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (/<script|modulepreload/.test(stripped)) throw new Error('index.html has a script left');
  return stripped;
}

/** The template with the page's content, title, description and extra head tags. */
function fillTemplate(template, { html, title, description, head }) {
  const replaceOnce = (source, pattern, replacement) => {
    if (!pattern.test(source)) throw new Error(`index.html lacks ${pattern}`);
    return source.replace(pattern, () => replacement);
  };
  let page = template;
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  page = replaceOnce(
    page,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  page = replaceOnce(
    page,
    /\s*<\/head>/,
    `${head.map((tag) => `\n    ${tag}`).join('')}\n  </head>`,
  );
  page = replaceOnce(page, /<div id="root"><\/div>/, `<div id="root">${html}</div>`);
  return page;
}

function escapeHtml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
