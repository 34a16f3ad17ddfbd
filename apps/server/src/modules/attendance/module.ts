import { defineModule } from '../../module.js';
import { attendanceRoutes } from './attendance.routes.js';
import * as tables from './attendance.schema.js';
import { createAttendanceService, type AttendanceService } from './attendance.service.js';
import { createCountingService, type CountingService } from './counting.service.js';
import { endedDevRoutes } from './ended.dev-routes.js';
import { attendanceExportFiles } from './attendance.export.js';

declare module '../../module.js' {
  interface Services {
    attendance: AttendanceService;
    counting: CountingService;
  }
}

/** Who went to a plan, and what a verified attendance counts for (decision 0034). */
export const attendanceModule = defineModule({
  name: 'attendance',
  tables,
  services: {
    attendance: (s) =>
      createAttendanceService(s.db, {
        publisher: s.publisher,
        activities: s.activities,
        matches: s.matches,
        users: s.users,
        places: s.places,
        counting: s.counting,
        notices: s.notices,
        clock: s.clock,
      }),
    counting: (s) =>
      createCountingService(s.db, {
        publisher: s.publisher,
        activities: s.activities,
        points: s.points,
        clock: s.clock,
      }),
  },
  routes: async (api, s, { config }) => {
    await api.register(attendanceRoutes, {
      attendance: s.attendance,
      activities: s.activities,
      matches: s.matches,
      blocks: s.blocks,
      guards: s.guards,
    });
    if (!config.production) {
      await api.register(endedDevRoutes, {
        activities: s.activities,
        counting: s.counting,
        guards: s.guards,
      });
    }
  },
  exportFiles: (s) => attendanceExportFiles(s.attendance),
});
