import type { RouteObject } from 'react-router';
import { memberPaths, paths } from '../lib/paths';
import { RootLayout } from '../routes/root-layout';
import { RouteError } from '../routes/route-error';

/**
 * The website's routes, inside the basename /web. Each page is a lazy module in `src/routes`
 * named like its route id: the prerender finds a page's CSS and JS chunks in Vite's manifest as
 * `src/routes/<id>.tsx`, and the client bundle of a page holds only that page's code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { id: 'home', index: true, lazy: () => import('../routes/home') },
      { id: 'info', path: paths.info, lazy: () => import('../routes/info') },
      {
        id: 'delete-account',
        path: paths.deleteAccount,
        lazy: () => import('../routes/delete-account'),
      },
      {
        id: 'terms-and-conditions',
        path: paths.terms,
        lazy: () => import('../routes/terms-and-conditions'),
      },
      {
        id: 'privacy-and-security-polices',
        path: paths.privacy,
        lazy: () => import('../routes/privacy-and-security-polices'),
      },
      // Everything else is not found.
      { id: 'not-found', path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
  {
    // The staff area, client-rendered (see SPA_PREFIXES). Its modules, the SDK among them, are
    // loaded only here: the public pages' bundles hold none of it.
    id: 'administration/root',
    path: paths.administration,
    lazy: () => import('../routes/administration/root'),
    // Its pages are added on the way in (client-router.ts, `staffRoutes`): the table of every
    // staff page, with what each preloads, is not part of what every visitor downloads.
  },
  {
    // The member web app, client-rendered like the staff area (see SPA_PREFIXES).
    id: 'app/root',
    path: paths.app,
    lazy: () => import('../routes/app/root'),
    children: [
      {
        // Pages for guests: whoever is signed in goes on to the app.
        id: 'app/guest',
        lazy: () => import('../routes/app/guest'),
        children: [
          {
            id: 'app/welcome',
            path: memberPaths.welcome,
            lazy: () => import('../routes/app/welcome'),
          },
          { id: 'app/join', path: memberPaths.join, lazy: () => import('../routes/app/join') },
          {
            id: 'app/sign-in',
            path: memberPaths.signIn,
            lazy: () => import('../routes/app/sign-in'),
          },
          {
            id: 'app/forgot-password',
            path: memberPaths.forgotPassword,
            lazy: () => import('../routes/app/forgot-password'),
          },
        ],
      },
      {
        // Everything else needs a signed-in member and the reference data, inside the tabs.
        id: 'app/layout',
        lazy: () => import('../routes/app/layout'),
        // Only the app's own address here, the guest's first screen (which goes on to
        // 'welcome'). The other member pages and the app's not-found page are added on the way
        // to them (client-router.ts, `memberRoutes`): each page here is an entry in the preload
        // map every visitor downloads, and a guest's first screen has a budget of 150 KB of
        // gzip JavaScript (e2e/tests/member-budget.spec.ts).
        children: [
          { id: 'app/discover', index: true, lazy: () => import('../routes/app/discover') },
        ],
      },
    ],
  },
];

/**
 * First path segments served by the client-rendered shell (`spa.html`) instead of prerendered
 * pages: the staff area and the member app, whose pages depend on who is logged in.
 */
export const SPA_PREFIXES = ['administration', 'app'];

/**
 * The prerendered pages that run JavaScript, and only src/islands/index.ts: it hydrates the
 * page's interactive parts (the home's testimonials load from the API and scroll), each on its
 * own. The router and the rest of the page are never hydrated: links are plain links to other
 * prerendered pages. The other pages (info, terms, privacy, delete-account, not found) are
 * text and links, sent without any script.
 */
export const ISLAND_ROUTE_IDS = ['home'];

/** The paths to prerender: every route without parameters or wildcards, outside the SPA. */
export function prerenderPaths(routeList: RouteObject[] = routes, parent = ''): string[] {
  return routeList.flatMap((route) => {
    const path = route.index ? parent : join(parent, route.path ?? '');
    if (/[*:]/.test(path)) return [];
    if (route.children) return prerenderPaths(route.children, path);
    const firstSegment = path.split('/').find(Boolean) ?? '';
    return SPA_PREFIXES.includes(firstSegment) ? [] : [path || '/'];
  });
}

/** Route paths may be absolute (`/info`) or relative to their parent (`info`). */
function join(parent: string, path: string) {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
