import { defineModule, reportSubjectsOf } from '../../module.js';
import { createModerationService, type ModerationService } from './moderation.service.js';
import { reportsRoutes } from './reports.routes.js';
import * as tables from './reports.schema.js';
import { createReportsService, type ReportsService } from './reports.service.js';

declare module '../../module.js' {
  interface Services {
    reports: ReportsService;
    moderation: ModerationService;
  }
}

/** Reports and moderation, over what each module declares it owns (decision 0024). */
export const reportsModule = defineModule({
  name: 'reports',
  tables,
  services: {
    reports: (s) =>
      createReportsService(s.db, {
        subjects: reportSubjectsOf(s),
        users: s.users,
        blocks: s.blocks,
        clock: s.clock,
      }),
    moderation: (s) =>
      createModerationService(s.db, {
        subjects: reportSubjectsOf(s),
        users: s.users,
        tokens: s.tokens,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(reportsRoutes, {
      reports: s.reports,
      moderation: s.moderation,
      guards: s.guards,
    }),
});
