import { defineModule } from '../../module.js';
import { deploysRoutes } from './deploys.routes.js';
import * as tables from './deploys.schema.js';
import { createDeploysService, type DeploysService } from './deploys.service.js';

declare module '../../module.js' {
  interface Services {
    deploys: DeploysService;
  }
}

/** App builds staff upload, and their downloads. */
export const deploysModule = defineModule({
  name: 'deploys',
  tables,
  services: {
    deploys: (s) => createDeploysService(s.db, s.storage, s.settings, s.users),
  },
  routes: (api, s, { config }) =>
    api.register(deploysRoutes, {
      deploys: s.deploys,
      guards: s.guards,
      limitBytes: config.deployLimitBytes,
    }),
});
