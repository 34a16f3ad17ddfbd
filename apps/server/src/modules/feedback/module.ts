import { defineModule } from '../../module.js';
import { feedbackRoutes } from './feedback.routes.js';
import * as feedbackTables from './feedback.schema.js';
import { createFeedbackService, type FeedbackService } from './feedback.service.js';
import { helpRoutes } from './help.routes.js';
import * as helpTables from './help.schema.js';
import { createHelpService, type HelpService } from './help.service.js';
import { feedbackExportFiles } from './feedback.export.js';

declare module '../../module.js' {
  interface Services {
    feedback: FeedbackService;
    help: HelpService;
  }
}

/** Suggestions (testimonials once published) and messages to the team (Ayuda). */
export const feedbackModule = defineModule({
  name: 'feedback',
  tables: { ...feedbackTables, ...helpTables },
  services: {
    feedback: (s) => createFeedbackService(s.db, s.users),
    help: (s) => createHelpService(s.db, s.users),
  },
  routes: async (api, s) => {
    await api.register(feedbackRoutes, { feedback: s.feedback, guards: s.guards });
    await api.register(helpRoutes, { help: s.help, guards: s.guards });
  },
  exportFiles: (s) => feedbackExportFiles(s.feedback, s.help),
});
