import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../lib/paths';
import { routes } from './routes';

const STAFF_ROOT = 'administration/root';
const MEMBER_LAYOUT = 'app/layout';

/** The staff area's pages, loaded with it (staff-routes.ts). */
const loadStaffRoutes = async () => (await import('./staff-routes')).staffRoutes;

/** The member app's pages past a guest's first screen, loaded with the first (member-routes.ts). */
const loadMemberRoutes = async () => (await import('./member-routes')).memberRoutes;

/** The browser's router, ready to hydrate the prerendered page it was loaded with. */
export async function createClientRouter() {
  // A staff address: its pages join the table before the router starts, so the first match
  // is the page itself (its lazy modules load below, as any page's do).
  let staffAdded = false;
  if (window.location.pathname.startsWith(BASENAME + paths.administration)) {
    routes.find((route) => route.id === STAFF_ROOT)!.children = await loadStaffRoutes();
    staffAdded = true;
  }
  // Likewise a member address that the table does not reach (it falls to the site's not-found
  // page): the member pages join the app's layout first.
  if (
    window.location.pathname.startsWith(`${BASENAME}${paths.app}/`) &&
    matchRoutes(routes, window.location, BASENAME)?.at(-1)?.route.id === 'not-found'
  ) {
    const app = routes.find((route) => route.id === 'app/root')!.children!;
    app.find((route) => route.id === MEMBER_LAYOUT)!.children!.push(...(await loadMemberRoutes()));
  }
  await loadMatchedLazyRoutes(routes, window.location);
  return createBrowserRouter(routes, {
    basename: BASENAME,
    // React Router asks here when an address matches nothing, or matches with a splat or a
    // parameter. A member page not yet in the table falls to the site's not-found splat, so the
    // first navigation to one adds them all. A patch adds only the routes not there yet (by
    // id), so it is made whenever a member address is asked about: a navigation interrupted
    // before its patch leaves it to the next one.
    // Reaching a staff page from another page of this document (links into the area reload
    // the document, so this is a safety net; the area's own address, which matches its root
    // alone, is never asked about): its pages are added then, once.
    async patchRoutesOnNavigation({ path: next, patch }) {
      if (next.includes(`${paths.app}/`)) patch(MEMBER_LAYOUT, await loadMemberRoutes());
      if (staffAdded || !next.includes(`${paths.administration}/`)) return;
      staffAdded = true;
      patch(STAFF_ROOT, await loadStaffRoutes());
    },
  });
}

/**
 * Hydration must render exactly what the prerender rendered, so the current page's lazy
 * modules are loaded before the router starts; otherwise the first client render would be
 * empty (React Router's "custom framework" guide: https://reactrouter.com/start/data/custom).
 */
async function loadMatchedLazyRoutes(routeList: RouteObject[], location: Location) {
  const matches = matchRoutes(routeList, location, BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
