import { defineModule } from '../../module.js';
import * as tables from './reminders.schema.js';
import { createCancellations, type Cancellations } from './cancellations.js';
import { createReminders, type Reminders } from './reminders.service.js';

declare module '../../module.js' {
  interface Services {
    reminders: Reminders;
    cancellations: Cancellations;
  }
}

/**
 * What happens to plans as their time nears (issue 38), swept on every node by app.ts:
 * reminders the day before and an hour before, by notification, Web Push and, when chosen,
 * e-mail, each sent once (decision 0049); and plans that did not reach their minimum by its
 * time, cancelled, with everyone told (decision 0050).
 */
export const remindersModule = defineModule({
  name: 'reminders',
  tables,
  services: {
    reminders: (s) =>
      createReminders(s.db, {
        publisher: s.publisher,
        activities: s.activities,
        matches: s.matches,
        users: s.users,
        notices: s.notices,
        mail: s.notifier,
        push: s.pushNotifier,
        publicUrl: s.config.publicUrl,
        clock: s.clock,
      }),
    cancellations: (s) =>
      createCancellations(s.db, {
        publisher: s.publisher,
        activities: s.activities,
        matches: s.matches,
        notices: s.notices,
        push: s.pushNotifier,
        clock: s.clock,
      }),
  },
});
