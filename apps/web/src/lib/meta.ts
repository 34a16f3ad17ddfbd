import { site } from './site';

/** What a page puts in `<title>` and `<meta name="description">`. The home has no title. */
export type PageMeta = { title?: string; description: string };

/**
 * Each route module exports `handle: PageHandle`; the prerender and the client both read it.
 * `fullBleed`: a member page that fills the space between the bars edge to edge (the map).
 */
export type PageHandle = { meta: PageMeta; fullBleed?: boolean };

export function documentTitle(meta: PageMeta): string {
  return meta.title
    ? `${meta.title} · ${site.productName}`
    : `${site.productName} · ${site.tagline}`;
}

/** The meta of the deepest matched route that declares one. */
export function pageMeta(handles: readonly unknown[]): PageMeta | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index];
    if (isPageHandle(handle)) return handle.meta;
  }
  return undefined;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** Whether the deepest matched page asks to fill the screen edge to edge. */
export function isFullBleed(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index];
    if (isPageHandle(handle)) return handle.fullBleed === true;
  }
  return false;
}
