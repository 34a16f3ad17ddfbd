import { defineModule } from '../../module.js';
import * as tables from './reminders.schema.js';
import { createReminders, type Reminders } from './reminders.service.js';

declare module '../../module.js' {
  interface Services {
    reminders: Reminders;
  }
}

/**
 * Reminders of plans (issue 38): the day before and an hour before, by notification, Web Push
 * and, when chosen, e-mail; swept on every node by app.ts, each sent once (decision 0049).
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
  },
});
