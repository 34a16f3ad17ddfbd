import { defineModule } from '../../module.js';
import { pointsRoutes } from './points.routes.js';
import * as tables from './points.schema.js';
import { createPointsService, type PointsService } from './points.service.js';

declare module '../../module.js' {
  interface Services {
    points: PointsService;
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
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(pointsRoutes, { points: s.points, places: s.places, guards: s.guards }),
});
