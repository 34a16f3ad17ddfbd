import { defineModule } from '../../module.js';
import { createBlockingService, type BlockingService } from './blocking.service.js';
import { blocksRoutes } from './blocks.routes.js';
import * as tables from './blocks.schema.js';
import { createBlocksService, type BlocksService } from './blocks.service.js';
import type { PairBlocked } from './pair-blocked.js';

declare module '../../module.js' {
  interface Services {
    blocks: BlocksService;
    blocking: BlockingService;
  }
  interface DomainEvents {
    /** Every module that keeps something joining the pair ends it (decision 0030). */
    'pair.blocked': PairBlocked;
  }
}

/** Blocking someone, and the pair rule every module asks (decision 0030). */
export const blocksModule = defineModule({
  name: 'blocks',
  tables,
  services: {
    blocks: (s) => createBlocksService(s.db),
    blocking: (s) =>
      createBlockingService(s.db, { blocks: s.blocks, users: s.users, events: s.events }),
  },
  routes: (api, s) => api.register(blocksRoutes, { blocking: s.blocking, guards: s.guards }),
});
