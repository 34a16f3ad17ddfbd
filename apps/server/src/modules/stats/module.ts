import { defineModule } from '../../module.js';
import { statsRoutes } from './stats.routes.js';
import { createStatsService, type StatsService } from './stats.service.js';

declare module '../../module.js' {
  interface Services {
    stats: StatsService;
  }
}

/** Estadísticas: a member's months in figures (Move). */
export const statsModule = defineModule({
  name: 'stats',
  services: {
    stats: (s) =>
      createStatsService({
        plans: s.plans,
        points: s.points,
        activities: s.activities,
        levels: s.levels,
        users: s.users,
        places: s.places,
        concepts: s.concepts,
        clock: s.clock,
      }),
  },
  routes: (api, s) => api.register(statsRoutes, { stats: s.stats, guards: s.guards }),
});
