import { defineModule } from '../../module.js';
import { infoRoutes } from './info.routes.js';
import { createInfoService, type InfoService } from './info.service.js';
import * as tables from './settings.schema.js';
import { createSettingsService, type SettingsService } from './settings.service.js';

declare module '../../module.js' {
  interface Services {
    settings: SettingsService;
    info: InfoService;
  }
}

/** The API's facts for clients, and the settings staff keep. */
export const infoModule = defineModule({
  name: 'info',
  tables,
  services: {
    settings: (s) => createSettingsService(s.db),
    info: (s) => createInfoService(s.settings, s.config.map, s.placeSearch, s.config.phoneSignup),
  },
  routes: (api, s) => api.register(infoRoutes, { info: s.info }),
});
