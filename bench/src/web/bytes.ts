import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

/** The public routes and the prerendered page each is served from. */
export const PUBLIC_ROUTES = [
  '/web',
  '/web/info',
  '/web/info/delete-account',
  '/web/terms-and-conditions',
  '/web/privacy-and-security-polices',
] as const;

export type RouteBytes = {
  route: string;
  files: { js: string[]; css: string[] };
  jsBytes: number;
  jsGzip: number;
  /**
   * The scripts of the page's parts loaded later (the islands an entry script imports with
   * `import()`, and what they import), once every part has come into view; not in jsGzip.
   */
  partsJsBytes: number;
  partsJsGzip: number;
  cssBytes: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
};

const gzipSize = (bytes: Buffer) => gzipSync(bytes).length;

/** The built HTML of a route: `<route>/index.html` under the dist folder (`/web` is the root). */
function htmlOf(route: string): string {
  const relative = route.replace(/^\/web\/?/, '');
  return path.join(WEB_DIST, relative, 'index.html');
}

/** `/web/assets/x.js` → the file in dist. */
const fileOf = (href: string) => path.join(WEB_DIST, href.replace(/^\/web\//, ''));

/** Attributes of every `<tag ...>` in some HTML (enough for Vite's output, not for any HTML). */
function tags(html: string, name: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = attribute[2] ?? '';
    }
    found.push(attributes);
  }
  return found;
}

/** Chunks a module imports statically (`import…from"./x.js"`, `import"./x.js"`), not `import()`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const imports = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    imports.add(path.join(path.dirname(file), match[1]!));
  }
  return [...imports];
}

/** Chunks a module loads later (`import("./x.js")`): the islands of the islands' script. */
function dynamicImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const imports = new Set<string>();
  for (const match of code.matchAll(/\bimport\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g)) {
    imports.add(path.join(path.dirname(file), match[1]!));
  }
  return [...imports];
}

/** The files and everything they import statically, none of those in `known`. */
function closure(files: string[], known: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (found.has(file) || known.has(file)) continue;
    found.add(file);
    pending.push(...staticImports(file));
  }
  return found;
}

/**
 * What a first visit to each public route downloads, from the built HTML: the entry script,
 * the modulepreloads and everything they import statically, and the stylesheets; raw and
 * gzip bytes (zlib's default level, as a server sends them). Lazy chunks of other routes are not
 * counted; those of the page's own parts (islands) apart.
 */
export function routeBytes(): RouteBytes[] {
  return PUBLIC_ROUTES.map((route) => {
    const htmlFile = htmlOf(route);
    if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: build the website first`);
    const html = readFileSync(htmlFile);
    const text = html.toString();
    const entries = tags(text, 'script')
      .filter((script) => script.src?.endsWith('.js'))
      .map((script) => fileOf(script.src!));
    const js = closure([
      ...entries,
      ...tags(text, 'link')
        .filter((link) => link.rel === 'modulepreload' && link.href)
        .map((link) => fileOf(link.href!)),
    ]);
    const parts = closure(entries.flatMap(dynamicImports), js);
    const css = tags(text, 'link')
      .filter((link) => link.rel === 'stylesheet' && link.href)
      .map((link) => fileOf(link.href!));
    const measure = (files: Iterable<string>) => {
      let bytes = 0;
      let gzip = 0;
      for (const file of files) {
        const content = readFileSync(file);
        bytes += content.length;
        gzip += gzipSize(content);
      }
      return { bytes, gzip };
    };
    const jsSize = measure(js);
    const partsSize = measure(parts);
    const cssSize = measure(css);
    const relative = (file: string) => path.relative(WEB_DIST, file);
    return {
      route,
      files: { js: [...js].map(relative).sort(), css: css.map(relative) },
      jsBytes: jsSize.bytes,
      jsGzip: jsSize.gzip,
      partsJsBytes: partsSize.bytes,
      partsJsGzip: partsSize.gzip,
      cssBytes: cssSize.bytes,
      cssGzip: cssSize.gzip,
      htmlBytes: html.length,
      htmlGzip: gzipSize(html),
    };
  });
}
