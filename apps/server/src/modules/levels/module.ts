import { defineModule } from '../../module.js';
import { levelsRoutes } from './levels.routes.js';
import * as tables from './levels.schema.js';
import { createLevelsService, type LevelsService } from './levels.service.js';
import { levelsExportFiles } from './levels.export.js';

declare module '../../module.js' {
  interface Services {
    levels: LevelsService;
  }
}

/** Sports profiles, results and levels. */
export const levelsModule = defineModule({
  name: 'levels',
  tables,
  services: {
    levels: (s) =>
      createLevelsService(s.db, {
        matches: s.matches,
        users: s.users,
        concepts: s.concepts,
        publisher: s.publisher,
        notices: s.notices,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(levelsRoutes, {
      levels: s.levels,
      attendance: s.attendance,
      activities: s.activities,
      matches: s.matches,
      concepts: s.concepts,
      users: s.users,
      blocks: s.blocks,
      guards: s.guards,
    }),
  exportFiles: (s) => levelsExportFiles(s.levels),
});
