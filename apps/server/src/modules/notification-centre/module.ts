import { defineModule } from '../../module.js';
import { notificationCentreRoutes } from './notification-centre.routes.js';
import * as tables from './notification-centre.schema.js';
import {
  createNotificationCentre,
  type NotificationCentre,
} from './notification-centre.service.js';

declare module '../../module.js' {
  interface Services {
    notices: NotificationCentre;
  }
}

/** The bell: a member's notifications and their unread count (decision 0025). */
export const notificationCentreModule = defineModule({
  name: 'notification-centre',
  tables,
  services: {
    notices: (s) =>
      createNotificationCentre(s.db, {
        publisher: s.publisher,
        users: s.users,
        activities: s.activities,
        blocks: s.blocks,
        groups: {
          names: (ids) => s.groups.names(ids),
          ofConversations: (ids) => s.groups.ofConversations(ids),
        },
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(notificationCentreRoutes, { centre: s.notices, guards: s.guards }),
  reactions: {
    'pair.blocked':
      (s) =>
      async ({ blockerId, blockedId }, tx) => {
        await s.notices.removeBetweenIn(tx, blockerId, blockedId);
      },
  },
});
