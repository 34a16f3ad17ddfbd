import { defineModule } from '../../module.js';
import { coinsRoutes } from './coins.routes.js';
import * as tables from './coins.schema.js';
import { createCoinsService, type CoinsService } from './coins.service.js';
import { coinsExportFiles } from './coins.export.js';

declare module '../../module.js' {
  interface Services {
    coins: CoinsService;
  }
}

/** The coins ledger. */
export const coinsModule = defineModule({
  name: 'coins',
  tables,
  services: {
    coins: (s) => createCoinsService(s.db, { activities: s.activities, clock: s.clock }),
  },
  routes: (api, s) =>
    api.register(coinsRoutes, { coins: s.coins, users: s.users, guards: s.guards }),
  reactions: {
    // What counted for a member's points gives their coins, once (decision 0028).
    'points.counted':
      (s) =>
      async ({ userId, kind, activity }, tx) => {
        await s.coins.earnIn(tx, userId, kind, activity.id);
      },
  },
  exportFiles: (s) => coinsExportFiles(s.coins),
});
