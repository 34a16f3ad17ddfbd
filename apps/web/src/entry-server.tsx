// The prerender's entry (built with `vite build --ssr`, run by scripts/prerender.mjs): renders
// one public page to HTML at build time. There is no API then, so data blocks render their
// loading state and fetch in the browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { documentTitle, pageMeta } from './lib/meta';
import { BASENAME } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { site } from './lib/site';
import { webManifest } from './pwa/web-manifest';
import tokensCss from './styles/tokens.css?raw';

export { ISLAND_ROUTE_IDS, prerenderPaths, SPA_PREFIXES } from './app/routes';
export { BASENAME } from './lib/paths';
export { site } from './lib/site';

/** The member app's web manifest, in the website's name and colours (prerender.mjs writes it). */
export const webAppManifest = webManifest(site, tokensCss);

export type RenderedPage = {
  html: string;
  title: string;
  description: string;
  /** The ids of the matched routes, outermost first; each is a module `src/routes/<id>.tsx`. */
  routeIds: string[];
};

/** Renders the page at `path` (inside the basename, e.g. `/info`). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes, { basename: BASENAME });
  const url = new URL(`${BASENAME}${path === '/' ? '' : path}`, 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);

  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration script: the server's content security policy forbids inline scripts, and
  // without loaders there is no data to hand over (see src/app/client-router.ts).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const meta = pageMeta(context.matches.map((match) => match.route.handle));
  if (!meta) throw new Error(`${path} has no page meta: export \`handle\` from its route module`);
  return {
    html: await new Response(prelude).text(),
    title: documentTitle(meta),
    description: meta.description,
    routeIds: context.matches.map((match) => match.route.id),
  };
}
