import { defineModule } from '../../module.js';
import { createPublicPlans, type PublicPlans } from './public-plan.js';
import { shareRoutes } from './share.routes.js';

declare module '../../module.js' {
  interface Services {
    publicPlans: PublicPlans;
  }
}

/**
 * Plans people share (issue 38): what a plan's link shows to anyone. Its pages on the website
 * (plan-pages.routes.ts) are served beside the website's, by app.ts.
 */
export const shareModule = defineModule({
  name: 'share',
  services: {
    publicPlans: (s) =>
      createPublicPlans({
        activities: s.activities,
        blocks: s.blocks,
        publicUrl: s.config.publicUrl,
      }),
  },
  routes: (api, s) => api.register(shareRoutes, { publicPlans: s.publicPlans, guards: s.guards }),
});
