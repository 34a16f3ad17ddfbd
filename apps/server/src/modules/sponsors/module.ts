import { defineModule } from '../../module.js';
import { sponsorsRoutes } from './sponsors.routes.js';
import * as tables from './sponsors.schema.js';
import { createSponsorsService, type SponsorsService } from './sponsors.service.js';

declare module '../../module.js' {
  interface Services {
    sponsors: SponsorsService;
  }
}

/** Sponsor brands, their logos and events. */
export const sponsorsModule = defineModule({
  name: 'sponsors',
  tables,
  services: {
    sponsors: (s) => createSponsorsService(s.db, { storage: s.storage, clock: s.clock }),
  },
  routes: (api, s) => api.register(sponsorsRoutes, { sponsors: s.sponsors, guards: s.guards }),
});
