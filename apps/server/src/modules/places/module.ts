import { defineModule } from '../../module.js';
import { placesRoutes } from './places.routes.js';
import * as tables from './places.schema.js';
import { createPlacesService, type PlacesService } from './places.service.js';

declare module '../../module.js' {
  interface Services {
    places: PlacesService;
  }
}

/** Countries, states and cities. */
export const placesModule = defineModule({
  name: 'places',
  tables,
  services: {
    places: (s) => createPlacesService(s.db, s.settings, s.config.countries),
  },
  routes: (api, s) => api.register(placesRoutes, { places: s.places, settings: s.settings }),
});
