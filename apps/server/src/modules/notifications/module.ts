import { contactsOf } from '../../lib/contacts.js';
import { defineModule } from '../../module.js';
import { countSends } from './count-sends.js';
import { createDeliveryQueue, type DeliveryQueue } from './delivery-queue.js';
import { deliveryRoutes } from './delivery.routes.js';
import * as deliveryTables from './delivery.schema.js';
import { createNotifier, type Notifier } from './notifier.js';
import { outboxRoutes } from './outbox.routes.js';
import * as outboxTables from './outbox.schema.js';
import { sendersFor } from './senders.js';

declare module '../../module.js' {
  interface Services {
    delivery: DeliveryQueue;
    notifier: Notifier;
  }
}

/** E-mail and SMS: everything sent out is a job first (docs/decisions/0043-delivery-queue.md). */
export const notificationsModule = defineModule({
  name: 'notifications',
  tables: { ...deliveryTables, ...outboxTables },
  services: {
    delivery: (s) => {
      const delivery = createDeliveryQueue(s.database, {
        ...s.config.delivery,
        log: s.log,
        ...(s.metrics && {
          onAttempt: (kind, outcome) => s.metrics?.attempt(kind, outcome),
        }),
      });
      s.metrics?.watchQueue(() => delivery.depth());
      return delivery;
    },
    notifier: (s) =>
      createNotifier(s.db, {
        queue: s.delivery,
        senders: countSends(sendersFor(s.db, s.config), s.metrics),
        log: s.log,
      }),
  },
  routes: async (api, s, { config }) => {
    await api.register(deliveryRoutes, { notifier: s.notifier, guards: s.guards });
    if (!config.production) await api.register(outboxRoutes, { notifier: s.notifier });
  },
  erasers: (s) => [(user, tx) => s.notifier.forgetRecipients(contactsOf(user), tx)],
});
