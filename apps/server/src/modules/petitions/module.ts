import { defineModule } from '../../module.js';
import { eachWay } from '../blocks/pair-blocked.js';
import { petitionsRoutes } from './petitions.routes.js';
import * as tables from './petitions.schema.js';
import { createPetitionsService, type PetitionsService } from './petitions.service.js';
import { petitionsExportFiles } from './petitions.export.js';

declare module '../../module.js' {
  interface Services {
    petitions: PetitionsService;
  }
}

/** Requests to join a plan, and the host's answers. */
export const petitionsModule = defineModule({
  name: 'petitions',
  tables,
  services: {
    petitions: (s) =>
      createPetitionsService(s.db, {
        publisher: s.publisher,
        notices: s.notices,
        blocks: s.blocks,
        activities: s.activities,
        matches: s.matches,
        concepts: s.concepts,
        users: s.users,
        plans: { mustAllow: (userId, entitlement) => s.plans.mustAllow(userId, entitlement) },
        clock: s.clock,
      }),
  },
  routes: (api, s) => api.register(petitionsRoutes, { petitions: s.petitions, guards: s.guards }),
  reactions: {
    'pair.blocked': (s) => async (pair, tx) => {
      for (const { guest, host } of eachWay(pair)) {
        await s.petitions.removeIn(tx, guest, s.activities.hostedBy(host));
      }
    },
  },
  exportFiles: (s) => petitionsExportFiles(s.petitions),
});
