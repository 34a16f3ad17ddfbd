import { defineModule, exportFilesOf } from '../../module.js';
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
        activities: s.activities,
        files: exportFilesOf(s),
      }),
  },
  routes: (api, s) =>
    api.register(exportRoutes, { users: s.users, dataExport: s.dataExport, guards: s.guards }),
});
