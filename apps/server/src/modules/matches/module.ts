import { defineModule } from '../../module.js';
import { eachWay } from '../blocks/pair-blocked.js';
import { matchesRoutes } from './matches.routes.js';
import * as tables from './matches.schema.js';
import { createMatchesService, type MatchesService } from './matches.service.js';
import { matchesExportFiles } from './matches.export.js';

declare module '../../module.js' {
  interface Services {
    matches: MatchesService;
  }
}

/** The places people hold in plans. */
export const matchesModule = defineModule({
  name: 'matches',
  tables,
  services: {
    matches: (s) => createMatchesService(s.db, s.clock),
  },
  routes: (api, s) =>
    api.register(matchesRoutes, {
      matches: s.matches,
      petitions: s.petitions,
      activities: s.activities,
      users: s.users,
      guards: s.guards,
    }),
  reactions: {
    'pair.blocked': (s) => async (pair, tx) => {
      for (const { guest, host } of eachWay(pair)) {
        await s.matches.removeIn(tx, guest, s.activities.hostedBy(host));
      }
    },
  },
  exportFiles: (s) => matchesExportFiles(s.matches, s.activities),
});
