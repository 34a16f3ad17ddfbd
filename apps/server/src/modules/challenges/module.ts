import { defineModule } from '../../module.js';
import { challengesRoutes } from './challenges.routes.js';
import * as tables from './challenges.schema.js';
import { createChallengesService, type ChallengesService } from './challenges.service.js';
import { challengesExportFiles } from './challenges.export.js';

declare module '../../module.js' {
  interface Services {
    challenges: ChallengesService;
  }
}

/** Sponsors' challenges, their progress and leaderboards. */
export const challengesModule = defineModule({
  name: 'challenges',
  tables,
  services: {
    challenges: (s) =>
      createChallengesService(s.db, {
        coins: s.coins,
        badges: s.store,
        levels: s.levels,
        concepts: s.concepts,
        sponsors: s.sponsors,
        users: s.users,
        blocks: s.blocks,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(challengesRoutes, {
      challenges: s.challenges,
      activities: s.activities,
      guards: s.guards,
    }),
  reactions: {
    // What counted for a member's points moves the challenges they joined (decision 0034).
    'points.counted':
      (s) =>
      async ({ userId, activity, emit }, tx) => {
        await s.challenges.recordIn(tx, emit, await s.challenges.factIn(tx, activity, userId));
      },
  },
  exportFiles: (s) => challengesExportFiles(s.challenges),
});
