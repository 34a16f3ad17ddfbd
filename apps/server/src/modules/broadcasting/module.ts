import { createPublisher, type Publisher } from '../../lib/publisher.js';
import { defineModule } from '../../module.js';
import { broadcastingRoutes } from './broadcasting.routes.js';

declare module '../../module.js' {
  interface Services {
    publisher: Publisher;
  }
}

/** Realtime: channels authorised, and every event published after its work has committed. */
export const broadcastingModule = defineModule({
  name: 'broadcasting',
  services: {
    // Every realtime event leaves through this one publisher; requests, answers and messages
    // also reach members with no app open, as Web Push.
    publisher: (s) =>
      createPublisher(
        s.realtime?.publish ?? null,
        s.users.wstokensOf,
        s.log,
        s.pushNotifier ? [s.pushNotifier.onPublished] : [],
        s.realtime?.removeFromChannel ?? null,
      ),
  },
  routes: (api, s, { realtime }) =>
    api.register(broadcastingRoutes, { realtime, groups: s.groups, guards: s.guards }),
});
