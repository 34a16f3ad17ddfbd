import { defineModule } from '../../module.js';
import { storeRoutes } from './store.routes.js';
import * as tables from './store.schema.js';
import { createStoreService, type StoreService } from './store.service.js';
import { storeExportFiles } from './store.export.js';

declare module '../../module.js' {
  interface Services {
    store: StoreService;
  }
}

/** The store: badges, highlights and boosts bought with coins. */
export const storeModule = defineModule({
  name: 'store',
  tables,
  services: {
    store: (s) =>
      createStoreService(s.db, { coins: s.coins, activities: s.activities, clock: s.clock }),
  },
  routes: (api, s) =>
    api.register(storeRoutes, {
      store: s.store,
      users: s.users,
      blocks: s.blocks,
      guards: s.guards,
    }),
  exportFiles: (s) => storeExportFiles(s.store),
});
