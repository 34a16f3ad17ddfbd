import { defineModule } from '../../module.js';
import * as tables from './reminders.schema.js';
import { createCancellations, type Cancellations } from './cancellations.js';
import { createReminders, type Reminders } from './reminders.service.js';
import { createSeriesSweep, type SeriesSweep } from './series-sweep.js';

declare module '../../module.js' {
  interface Services {
    reminders: Reminders;
    cancellations: Cancellations;
    seriesSweep: SeriesSweep;
  }
}

/**
 * What happens to plans as their time nears (issue 38), swept on every node by app.ts:
 * reminders the day before and an hour before, by notification, Web Push and, when chosen,
 * e-mail, each sent once (decision 0049); and plans that did not reach their minimum by its
 * time, cancelled, with everyone told (decision 0050); series' plans made ahead, and their
 * regulars invited to the next (decision 0051).
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
    seriesSweep: (s) =>
      createSeriesSweep(s.db, {
        publisher: s.publisher,
        activities: s.activities,
        matches: s.matches,
        blocks: s.blocks,
        invitations: s.invitations,
        clock: s.clock,
      }),
  },
});
