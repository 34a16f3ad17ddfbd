import { defineModule } from '../../module.js';
import { createCalendars, type Calendars } from './calendar.js';
import { calendarRoutes } from './calendar.routes.js';
import { createPublicPlans, type PublicPlans } from './public-plan.js';
import * as tables from './share.schema.js';
import { shareRoutes } from './share.routes.js';

declare module '../../module.js' {
  interface Services {
    publicPlans: PublicPlans;
    calendars: Calendars;
  }
}

/**
 * Plans people share (issue 38): what a plan's link shows to anyone, and plans in calendars
 * (a plan's file, a member's feed). Its pages on the website
 * (plan-pages.routes.ts) are served beside the website's, by app.ts.
 */
export const shareModule = defineModule({
  name: 'share',
  tables,
  services: {
    publicPlans: (s) =>
      createPublicPlans({
        activities: s.activities,
        blocks: s.blocks,
        groups: s.groups,
        publicUrl: s.config.publicUrl,
      }),
    calendars: (s) =>
      createCalendars(s.db, {
        activities: s.activities,
        users: s.users,
        publicUrl: s.config.publicUrl,
        clock: s.clock,
      }),
  },
  routes: async (api, s) => {
    await api.register(shareRoutes, { publicPlans: s.publicPlans, guards: s.guards });
    await api.register(calendarRoutes, {
      calendars: s.calendars,
      activities: s.activities,
      blocks: s.blocks,
      guards: s.guards,
    });
  },
});
