import { defineModule } from '../../module.js';
import { createPushNotifier, type PushNotifier } from './push.notifier.js';
import { pushRoutes } from './push.routes.js';
import * as tables from './push.schema.js';
import { createPushService, type PushService } from './push.service.js';

declare module '../../module.js' {
  interface Services {
    push: PushService;
    /** None without a realtime server (the demo seed): nothing is pushed. */
    pushNotifier: PushNotifier | undefined;
  }
}

/** Web Push: browsers' subscriptions, and what reaches a member with no app open. */
export const pushModule = defineModule({
  name: 'push',
  tables,
  services: {
    push: (s) => createPushService(s.db, { serviceHosts: s.config.push.serviceHosts }),
    pushNotifier: (s) =>
      s.realtime
        ? createPushNotifier({
            push: s.push,
            queue: s.delivery,
            db: s.db,
            lookups: {
              activityText: async (id) => (await s.activities.summaries([id])).get(id)?.description,
              firstName: async (id) => (await s.users.names([id])).get(id)?.firstname,
              blockedWith: (id, others) => s.blocks.among(id, others),
              conversationGroup: async (id) => (await s.groups.ofConversations([id])).get(id)?.name,
              groupName: async (id) => (await s.groups.names([id])).get(id),
            },
            occupied: s.realtime.occupied,
            vapid: { ...s.secrets.vapid, subject: s.config.push.subject },
            log: s.log,
            onOutcome: (outcome) => s.metrics?.notice('push', outcome),
          })
        : undefined,
  },
  routes: (api, s, { vapidPublicKey }) =>
    api.register(pushRoutes, { push: s.push, publicKey: vapidPublicKey, guards: s.guards }),
});
