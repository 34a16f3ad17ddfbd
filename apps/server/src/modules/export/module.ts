import { defineModule } from '../../module.js';
import { exportRoutes } from './export.routes.js';
import { createDataExportService, type DataExportService } from './export.service.js';

declare module '../../module.js' {
  interface Services {
    dataExport: DataExportService;
  }
}

/** A member's data, downloaded as one archive. */
export const exportModule = defineModule({
  name: 'export',
  services: {
    dataExport: (s) =>
      createDataExportService({
        users: s.users,
        tokens: s.tokens,
        media: s.media,
        activities: s.activities,
        petitions: s.petitions,
        matches: s.matches,
        messages: s.messages,
        conversationMessages: s.conversationMessages,
        feedback: s.feedback,
        help: s.help,
        attendance: s.attendance,
        points: s.points,
        levels: s.levels,
        coins: s.coins,
        store: s.store,
        challenges: s.challenges,
      }),
  },
  routes: (api, s) =>
    api.register(exportRoutes, { users: s.users, dataExport: s.dataExport, guards: s.guards }),
});
