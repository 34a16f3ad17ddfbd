import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../lib/paths';
import { routes } from './routes';

const STAFF_ROOT = 'administration/root';

/** The staff area's pages, loaded with it (staff-routes.ts). */
const loadStaffRoutes = async () => (await import('./staff-routes')).staffRoutes;

/** The browser's router, ready to hydrate the prerendered page it was loaded with. */
export async function createClientRouter() {
  // A staff address: its pages join the table before the router starts, so the first match
  // is the page itself (its lazy modules load below, as any page's do).
  let staffAdded = false;
  if (window.location.pathname.startsWith(BASENAME + paths.administration)) {
    routes.find((route) => route.id === STAFF_ROOT)!.children = await loadStaffRoutes();
    staffAdded = true;
  }
  await loadMatchedLazyRoutes(routes, window.location);
  return createBrowserRouter(routes, {
    basename: BASENAME,
    // Reaching a staff page from another page of this document (links into the area reload
    // the document, so this is a safety net; the area's own address, which matches its root
    // alone, is never asked about): its pages are added then, once.
    async patchRoutesOnNavigation({ path: next, patch }) {
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
