import { defineModule } from '../../module.js';
import type { PointsCounted } from './points-counted.js';
import { pointsRoutes } from './points.routes.js';
import * as tables from './points.schema.js';
import { createPointsService, type PointsService } from './points.service.js';
import { pointsExportFiles } from './points.export.js';

declare module '../../module.js' {
  interface Services {
    points: PointsService;
  }
  interface DomainEvents {
    /** A fact counted for a member's points: their coins and challenges follow (decision 0034). */
    'points.counted': PointsCounted;
  }
}

/** Points and the monthly ranking. */
export const pointsModule = defineModule({
  name: 'points',
  tables,
  services: {
    points: (s) =>
      createPointsService(s.db, {
        places: s.places,
        users: s.users,
        blocks: s.blocks,
        events: s.events,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(pointsRoutes, { points: s.points, places: s.places, guards: s.guards }),
  exportFiles: (s) => pointsExportFiles(s.points),
});
