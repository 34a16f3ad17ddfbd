import { defineModule } from '../../module.js';
import { textsAdminRoutes } from './texts.admin.routes.js';
import { textsRoutes } from './texts.routes.js';
import * as tables from './texts.schema.js';
import { createTextsService, type TextsService } from './texts.service.js';

declare module '../../module.js' {
  interface Services {
    texts: TextsService;
  }
}

/** The interface texts, and staff's edits of them. */
export const textsModule = defineModule({
  name: 'texts',
  tables,
  services: {
    texts: (s) => createTextsService(s.db, s.settings),
  },
  routes: async (api, s) => {
    await api.register(textsRoutes, { texts: s.texts, settings: s.settings });
    await api.register(textsAdminRoutes, { texts: s.texts, guards: s.guards });
  },
});
