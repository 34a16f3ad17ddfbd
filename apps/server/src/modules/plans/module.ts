import { PLAN_PAGE } from '@app/contract/plans';
import { defineModule } from '../../module.js';
import { createStripeProvider } from './payment-provider.js';
import { plansRoutes } from './plans.routes.js';
import * as tables from './plans.schema.js';
import { createPlansService, type PlansService } from './plans.service.js';

declare module '../../module.js' {
  interface Services {
    plans: PlansService;
  }
}

/** Move and Premium, through Stripe when it is configured (decision 0029). */
export const plansModule = defineModule({
  name: 'plans',
  tables,
  services: {
    plans: (s) =>
      createPlansService(s.db, {
        coins: s.coins,
        users: s.users,
        payments: s.config.payments && {
          provider: createStripeProvider(s.config.payments),
          prices: s.config.payments.prices,
        },
        returnUrl: `${s.config.publicUrl}${PLAN_PAGE}`,
        log: s.log,
        clock: s.clock,
      }),
  },
  routes: (api, s) => api.register(plansRoutes, { plans: s.plans, guards: s.guards }),
});
