import { defineModule } from '../../module.js';
import { placeSearchRoutes } from './place-search.routes.js';
import { createPlaceSearch, type PlaceSearchService } from './place-search.service.js';

declare module '../../module.js' {
  interface Services {
    placeSearch: PlaceSearchService;
  }
}

/** Places found by name, and the address of a point (docs/decisions/0037-geocoder.md). */
export const placeSearchModule = defineModule({
  name: 'place-search',
  services: {
    placeSearch: (s) => createPlaceSearch(s.config.geocoder, s.log),
  },
  routes: (api, s) =>
    api.register(placeSearchRoutes, { placeSearch: s.placeSearch, guards: s.guards }),
});
