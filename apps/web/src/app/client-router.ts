import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { BASENAME } from '../lib/paths';
import { routes } from './routes';

/** The browser's router, ready to hydrate the prerendered page it was loaded with. */
export async function createClientRouter() {
  await loadMatchedLazyRoutes(routes, window.location);
  return createBrowserRouter(routes, { basename: BASENAME });
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
